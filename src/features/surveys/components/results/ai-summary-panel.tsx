import { Info, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { errorReason } from '@/lib/error-reason';
import { formatDateTime } from '@/lib/format';
import type { Editor } from '@/lib/publishable/publishable-meta';
import { AiNotConfiguredError, generateSummary } from '../../data/ai-summary-generator';
import { publishSummary, saveSummary, unpublishSummary } from '../../data/summaries';
import { canReuseSummary } from '../../model/ai-summary';
import type { PublishedSummary, StoredSummary, SurveyField } from '../../model/types';
import { resultsStrings } from '../../results-strings';

const ai = resultsStrings.ai;

type State =
  | { kind: 'idle' }
  | { kind: 'generating' }
  | { kind: 'done'; draft: StoredSummary }
  | { kind: 'failed'; reason: string }
  /** No AI provider configured: expected in a fresh installation, not an alarm. */
  | { kind: 'notConfigured'; reason: string };

export function failureReason(error: unknown): string {
  const reason = error instanceof Error ? error.message : errorReason(error);
  return reason.trim() === '' ? resultsStrings.ai.unknownError : reason;
}

/** Who published the summary and when; null: not public. */
type Publication = { at: Date | null; byName: string } | null;

/**
 * Spec section 4: generated once per load, a stored summary reused while its count equals the
 * current number of non-empty answers, a button to force a new one. visitors see a
 * summary only once staff publish it here (公開する / 非公開にする); a new one is a draft again.
 */
export function AiSummaryPanel({
  surveyId,
  field,
  enabled,
  answerCount,
  stored,
  published,
  by,
}: {
  surveyId: string;
  field: SurveyField;
  /**
   * The survey's AI要約に回答を送信する: off, nothing is generated (and nothing sent); a summary
   * made before stays readable.
   */
  enabled: boolean;
  /** Non-empty answers to the question (the stored statistics' count). */
  answerCount: number;
  /** The question's draft (or a summary stored before approval existed). */
  stored: StoredSummary | undefined;
  /** The copy on the survey document that visitors see, when published. */
  published: PublishedSummary | undefined;
  /** The signed-in member, named as the publisher. */
  by: Editor;
}) {
  const reusable = canReuseSummary(stored, answerCount);
  // A published summary stays as it is, even for more answers, until a member presses 再生成:
  // opening the page must not replace (and so withdraw) what visitors read.
  const shown = reusable ? stored! : published?.publishedAt ? published : null;
  const [state, setState] = useState<State>(
    shown ? { kind: 'done', draft: shown } : { kind: 'idle' },
  );
  const [publication, setPublication] = useState<Publication>(
    shown && published?.publishedAt
      ? { at: published.publishedAt, byName: published.publishedByName }
      : null,
  );
  const [publishing, setPublishing] = useState(false);
  const started = useRef(false);

  const generate = useCallback(async () => {
    setState({ kind: 'generating' });
    try {
      // The count the server made it from, so the reuse rule compares like with like.
      const { summary, total } = await generateSummary(surveyId, field);
      await saveSummary(surveyId, field.id, summary, total);
      setPublication(null);
      setState({ kind: 'done', draft: { summary, responseCount: total, updatedAt: new Date() } });
    } catch (error) {
      setState(
        error instanceof AiNotConfiguredError
          ? { kind: 'notConfigured', reason: error.message }
          : { kind: 'failed', reason: failureReason(error) },
      );
    }
  }, [surveyId, field]);

  async function togglePublished(draft: StoredSummary) {
    setPublishing(true);
    try {
      if (publication) {
        await unpublishSummary(surveyId, field.id);
        setPublication(null);
        notify.success(ai.unpublished);
      } else {
        await publishSummary(surveyId, field.id, draft, by);
        setPublication({ at: new Date(), byName: by.name });
        notify.success(ai.published);
      }
    } catch (error) {
      console.error('AI summary: publishing failed', error);
      notify.error(ai.publishFailed);
    } finally {
      setPublishing(false);
    }
  }

  useEffect(() => {
    if (!enabled || started.current || shown || answerCount === 0) return;
    started.current = true;
    void generate();
  }, [generate, enabled, shown, answerCount]);

  return (
    <section
      aria-labelledby={`ai-summary-${field.id}`}
      className="mt-4 rounded-md border border-violet-200 bg-violet-50/50 p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h4 id={`ai-summary-${field.id}`} className="text-sm font-semibold text-violet-900">
          {resultsStrings.ai.title}
        </h4>
        {enabled && answerCount > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={state.kind === 'generating'}
            onClick={() => void generate()}
          >
            <RefreshCw className="h-3.5 w-3.5" aria-hidden />
            {resultsStrings.ai.regenerate}
          </Button>
        ) : null}
      </div>
      <div className="mt-2 text-sm" aria-live="polite">
        {!enabled && state.kind !== 'done' ? (
          <p className="text-slate-600">{ai.off}</p>
        ) : answerCount === 0 ? (
          <p className="text-slate-500">{resultsStrings.ai.noAnswers}</p>
        ) : state.kind === 'generating' || state.kind === 'idle' ? (
          <p className="text-slate-500">{resultsStrings.ai.generating}</p>
        ) : state.kind === 'notConfigured' ? (
          <div className="flex gap-2 text-slate-600">
            <Info className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
            <div>
              <p>{resultsStrings.ai.failed(state.reason)}</p>
              <p className="mt-1 text-xs text-slate-500">{resultsStrings.ai.notConfiguredHint}</p>
            </div>
          </div>
        ) : state.kind === 'failed' ? (
          <p role="alert" className="text-red-700">
            {resultsStrings.ai.failed(state.reason)}
          </p>
        ) : (
          <>
            <p className="whitespace-pre-wrap text-slate-800">{state.draft.summary}</p>
            {enabled ? null : <p className="mt-2 text-xs text-slate-500">{ai.off}</p>}
          </>
        )}
      </div>
      {answerCount > 0 && state.kind === 'done' ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-violet-200 pt-3">
          <p className="text-xs text-slate-600">
            {publication
              ? ai.publishedBy(publication.byName, formatDateTime(publication.at))
              : ai.notPublished}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={publishing}
            onClick={() => void togglePublished(state.draft)}
          >
            {publication ? ai.unpublish : ai.publish}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
