import { Info, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorReason } from '@/lib/error-reason';
import { AiNotConfiguredError, generateSummary } from '../../data/ai-summary-generator';
import { saveSummary } from '../../data/responses';
import { canReuseSummary } from '../../model/ai-summary';
import type { StoredSummary, SurveyField } from '../../model/types';
import { resultsStrings } from '../../results-strings';

type State =
  | { kind: 'idle' }
  | { kind: 'generating' }
  | { kind: 'done'; summary: string }
  | { kind: 'failed'; reason: string }
  /** No AI provider configured: expected in a fresh installation, not an alarm. */
  | { kind: 'notConfigured'; reason: string };

export function failureReason(error: unknown): string {
  const reason = error instanceof Error ? error.message : errorReason(error);
  return reason.trim() === '' ? resultsStrings.ai.unknownError : reason;
}

/**
 * Spec section 4: generated once per load, a stored summary reused while its count equals the
 * current number of non-empty answers, a button to force a new one.
 */
export function AiSummaryPanel({
  surveyId,
  field,
  answers,
  stored,
}: {
  surveyId: string;
  field: SurveyField;
  answers: string[];
  stored: StoredSummary | undefined;
}) {
  const reusable = canReuseSummary(stored, answers.length);
  const [state, setState] = useState<State>(
    reusable ? { kind: 'done', summary: stored!.summary } : { kind: 'idle' },
  );
  const started = useRef(false);

  const generate = useCallback(async () => {
    setState({ kind: 'generating' });
    try {
      // The count the server made it from, so the reuse rule compares like with like.
      const { summary, total } = await generateSummary(surveyId, field);
      await saveSummary(surveyId, field.id, summary, total);
      setState({ kind: 'done', summary });
    } catch (error) {
      setState(
        error instanceof AiNotConfiguredError
          ? { kind: 'notConfigured', reason: error.message }
          : { kind: 'failed', reason: failureReason(error) },
      );
    }
  }, [surveyId, field]);

  useEffect(() => {
    if (started.current || reusable || answers.length === 0) return;
    started.current = true;
    void generate();
  }, [generate, reusable, answers.length]);

  return (
    <div className="mt-4 rounded-md border border-violet-200 bg-violet-50/50 p-4">
      <div className="flex items-center justify-between gap-3">
        <h4 className="text-sm font-semibold text-violet-900">{resultsStrings.ai.title}</h4>
        {answers.length > 0 ? (
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
        {answers.length === 0 ? (
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
          <p className="whitespace-pre-wrap text-slate-800">{state.summary}</p>
        )}
      </div>
    </div>
  );
}
