import { useMemo, useRef, useState, type FormEvent } from 'react';
import { answerTraits, type LinkValues, type Survey, type SurveyLogic } from '@/features/surveys';
import type { FormValues } from '../model/form-answers';
import { publicStrings } from '../strings';
import { FieldInput } from './field-input';
import { PublicCard, PublicLayout } from './public-layout';

/** Brings a refused question into view and puts the caret in it. */
function focusQuestion(inputId: string) {
  const input = document.getElementById(inputId);
  if (!input) return;
  // The card, not the input: rating inputs are visually hidden and would scroll oddly.
  (input.closest('section') ?? input).scrollIntoView({ block: 'center', behavior: 'smooth' });
  input.focus({ preventScroll: true });
}

const inputIdOf = (fieldId: string) => `q-${fieldId}`;

/**
 * What runs only once the visitor submits (the answer checks, the sending): loaded then, or
 * ahead of it on the first input, never with the page, whose first download has a budget
 * (docs/performance.md).
 */
const loadRules = () => import('../model/answer-rules');
const loadSender = () => import('../data/send-answers');
type Rules = Awaited<ReturnType<typeof loadRules>>;

interface Props {
  survey: Survey;
  onSubmitted: (responseId: string) => void;
  /** Staff preview: the same form, nothing is ever sent (the submit button is disabled). */
  preview?: boolean;
  /** The personal link's customer values the 表示条件 read (none without a link). */
  link?: LinkValues;
  /**
   * What applies the 表示条件 (loadSurveyLogic), loaded before the form renders; null for a
   * survey without rules, whose questions all show.
   */
  logic?: SurveyLogic | null;
}

const NO_LINK: LinkValues = {};

/** The answer form of a published survey. */
export function SurveyForm({
  survey,
  onSubmitted,
  preview = false,
  link = NO_LINK,
  logic = null,
}: Props) {
  const [values, setValues] = useState<FormValues>({});
  // 表示条件: the questions shown for the answers so far. What was typed into a question that
  // hides again stays in `values` (shown again, it is still there) but is never checked or sent.
  const shownFields = useMemo(() => {
    if (!logic) return survey.fields;
    const visible = logic.visibleFieldIds(survey.fields, values, link);
    return survey.fields.filter((field) => visible.has(field.id));
  }, [logic, survey.fields, values, link]);
  const appeared = useAppearedQuestions(shownFields);
  const [error, setError] = useState<string | null>(null);
  /**
   * The message under each refused answer, by field id; set on submit, each cleared as its
   * answer becomes valid (the messages come with the checks: answer-rules.ts).
   */
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: two fast clicks happen before React re-renders the disabled button.
  const inFlight = useRef(false);
  // Set by the first submit; problems (and so re-checks while typing) exist only after it.
  const rules = useRef<Rules | null>(null);
  const warmedUp = useRef(false);

  const change = (fieldId: string, value: string | string[]) => {
    if (!warmedUp.current) {
      warmedUp.current = true;
      // Fetch what submitting needs while the visitor is still answering.
      void loadRules().catch(() => undefined);
      void loadSender()
        .then((sender) => sender.prepareToSend())
        .catch(() => undefined);
    }
    setValues((current) => ({ ...current, [fieldId]: value }));
    setError(null);
    setProblems((current) => {
      if (!current[fieldId]) return current;
      const field = survey.fields.find((candidate) => candidate.id === fieldId);
      const checks = rules.current;
      const problem = field && checks ? checks.answerProblem(field, value) : null;
      const { [fieldId]: _old, ...rest } = current;
      return problem && checks ? { ...rest, [fieldId]: checks.problemMessage(problem) } : rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (preview || inFlight.current) return;
    inFlight.current = true;
    let checks: Rules;
    try {
      checks = rules.current ??= await loadRules();
    } catch (failure) {
      console.error('loading the answer checks failed', failure);
      setError(publicStrings.errors.submitFailed);
      inFlight.current = false;
      return;
    }
    const refused = checks.formProblems(shownFields, values);
    const [first] = refused;
    if (first) {
      inFlight.current = false;
      setProblems(
        Object.fromEntries(refused.map(([id, problem]) => [id, checks.problemMessage(problem)])),
      );
      setError(
        refused.some(([, problem]) => problem.kind === 'required')
          ? publicStrings.errors.requiredMissing
          : publicStrings.errors.fixMarked,
      );
      focusQuestion(inputIdOf(first[0]));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const { sendAnswers } = await loadSender();
      const sent = logic ? logic.answersToSend(survey.fields, values, link) : values;
      const responseId = await sendAnswers(survey, sent);
      onSubmitted(responseId);
    } catch (failure) {
      console.error('submit response failed', failure);
      setError(publicStrings.errors.submitFailed);
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <PublicLayout>
      <PublicCard>
        <h1 className="text-2xl font-bold text-slate-900">{survey.title}</h1>
        {survey.description ? (
          <p className="mt-3 text-sm whitespace-pre-wrap text-slate-600">{survey.description}</p>
        ) : null}
        <p className="mt-4 text-xs text-slate-500">
          <span className="text-red-600">*</span>
          {publicStrings.requiredNote.slice(1)}
        </p>
      </PublicCard>
      {/* noValidate: our own required check shows the spec's message instead of browser bubbles. */}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {shownFields.map((field, index) => {
          const inputId = inputIdOf(field.id);
          const labelId = `${inputId}-label`;
          const errorId = `${inputId}-error`;
          const problem = problems[field.id];
          const isGroup = answerTraits(field.type)?.group === true;
          return (
            <PublicCard key={field.id} className={problem ? 'border-red-300!' : ''}>
              <p className="text-brand-600 text-xs font-semibold tracking-wide">
                {publicStrings.questionNumber(index + 1)}
              </p>
              {isGroup ? (
                <p id={labelId} className="mt-1 mb-3 text-base font-medium text-slate-900">
                  {field.label}
                  {field.required ? <span className="ml-1 text-red-600">*</span> : null}
                </p>
              ) : (
                <label
                  id={labelId}
                  htmlFor={inputId}
                  className="mt-1 mb-3 block text-base font-medium text-slate-900"
                >
                  {field.label}
                  {field.required ? <span className="ml-1 text-red-600">*</span> : null}
                </label>
              )}
              <FieldInput
                field={field}
                labelId={labelId}
                inputId={inputId}
                value={values[field.id]}
                onChange={(value) => change(field.id, value)}
                errorId={problem ? errorId : undefined}
              />
              {problem ? (
                <p id={errorId} className="mt-2 text-sm text-red-700">
                  {problem}
                </p>
              ) : null}
            </PublicCard>
          );
        })}
        <p aria-live="polite" className="sr-only">
          {appeared}
        </p>
        {error ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700"
          >
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={submitting || preview}
          className="bg-brand-600 hover:bg-brand-700 focus-visible:ring-brand-500 inline-flex h-11 items-center justify-center rounded-md px-6 text-sm font-medium text-white shadow-sm focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
        >
          {submitting ? publicStrings.submitting : publicStrings.submit}
        </button>
      </form>
    </PublicLayout>
  );
}

/**
 * What a screen reader hears when 表示条件 bring questions in: their text, said politely (focus
 * stays where the visitor is). Empty on the first render: the questions shown from the start are
 * read with the page.
 */
function useAppearedQuestions(shown: readonly { id: string; label: string }[]): string {
  const [state, setState] = useState({ ids: shown.map((field) => field.id).join(' '), text: '' });
  const ids = shown.map((field) => field.id).join(' ');
  if (ids !== state.ids) {
    const before = new Set(state.ids.split(' '));
    const added = shown.filter((field) => !before.has(field.id)).map((field) => field.label);
    setState({ ids, text: added.length > 0 ? publicStrings.questionsAppeared(added) : '' });
  }
  return state.text;
}
