import { storedAnswerEntries } from './stored-response';
import { BUILDER_TRAITS, isKnownFieldType } from './field-types';
import { isNameQuestion, redactPersonal } from './redact-personal';

/**
 * What an AI summary is made of, read from the stored survey and its stored responses: the
 * generateSurveySummary function builds its prompt from this, never from text the browser sends
 * (a member could otherwise have the organisation's AI key summarise anything). Dependency-free:
 * the functions build copies it (functions/scripts/copy-shared.mjs), and local mode runs it too.
 */

type Raw = Record<string, unknown>;

/** One stored response as both backends read it: the document and its submission time. */
export interface StoredResponse {
  data: Raw;
  /** submittedAt in epoch milliseconds; null when absent (sorted last). */
  submittedAtMs: number | null;
  /** What else names the respondent: the client name of the personal link it came through. */
  known?: readonly string[];
}

export interface SummarySource {
  question: string;
  /**
   * The question's non-empty text answers, trimmed, newest first, without what identifies a
   * person (redact-personal.ts): they are sent to the AI provider.
   */
  answers: string[];
  totalAnswers: number;
}

export type SummarySourceFailure =
  'survey-missing' | 'not-enabled' | 'field-missing' | 'not-summarisable';

export type SummarySourceResult =
  { ok: true; source: SummarySource } | { ok: false; failure: SummarySourceFailure };

/** Only free-text questions the builder enabled it for can be summarised. */
export function isSummarisableField(field: { type?: unknown; enableAiSummary?: unknown }): boolean {
  return (
    typeof field.type === 'string' &&
    isKnownFieldType(field.type) &&
    BUILDER_TRAITS[field.type].aiSummary &&
    field.enableAiSummary === true
  );
}

function fieldsOf(survey: Raw): Raw[] {
  if (!Array.isArray(survey.fields)) return [];
  return survey.fields.filter((field): field is Raw => typeof field === 'object' && field !== null);
}

/** The questions whose answers name the respondent: e-mail questions and name questions. */
function identifyingFieldIds(survey: Raw): string[] {
  return fieldsOf(survey)
    .filter(
      (field) =>
        field.type === 'email' ||
        (field.type === 'text' && typeof field.label === 'string' && isNameQuestion(field.label)),
    )
    .map((field) => field.id)
    .filter((id): id is string => typeof id === 'string');
}

/**
 * Why the survey's question cannot be summarised, read from the survey alone (null: it can), so a
 * refusal is decided before any response is read.
 */
export function summaryRefusal(survey: Raw | null, fieldId: string): SummarySourceFailure | null {
  if (!survey) return 'survey-missing';
  // AI要約に回答を送信する (the survey's settings, off by default): no answer leaves without it.
  if (survey.aiSummaryEnabled !== true) return 'not-enabled';
  const field = fieldsOf(survey).find((candidate) => candidate.id === fieldId) ?? null;
  if (!field) return 'field-missing';
  return isSummarisableField(field) ? null : 'not-summarisable';
}

const valuesOf = (ids: readonly string[], entries: Readonly<Record<string, unknown>>) =>
  ids.map((id) => entries[id]).filter((value): value is string => typeof value === 'string');

/**
 * What a stored response says of its respondent (its e-mail and name answers): local mode sends
 * these as `known` with the one answer it sends of each response.
 */
export const respondentValues = (survey: Raw, data: Raw): string[] =>
  valuesOf(identifyingFieldIds(survey), storedAnswerEntries(data));

export function summarySource(
  survey: Raw | null,
  responses: readonly StoredResponse[],
  fieldId: string,
): SummarySourceResult {
  const refusal = summaryRefusal(survey, fieldId);
  if (refusal || !survey) return { ok: false, failure: refusal ?? 'survey-missing' };
  const field = fieldsOf(survey).find((candidate) => candidate.id === fieldId)!;
  const identifying = identifyingFieldIds(survey);
  const answers = [...responses]
    .sort((a, b) => (b.submittedAtMs ?? -Infinity) - (a.submittedAtMs ?? -Infinity))
    .flatMap((response) => {
      const entries = storedAnswerEntries(response.data);
      const value = entries[fieldId];
      if (typeof value !== 'string' || value.trim() === '') return [];
      const own = valuesOf(identifying, entries);
      return [redactPersonal(value.trim(), [...own, ...(response.known ?? [])])];
    });
  return {
    ok: true,
    source: {
      question: typeof field.label === 'string' ? field.label : '',
      answers,
      totalAnswers: answers.length,
    },
  };
}
