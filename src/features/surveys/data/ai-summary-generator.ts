import { GENERATE_SURVEY_SUMMARY, type GenerateSummaryRequest } from '@/contracts/ai-summary';
import { CALLABLE_REASONS } from '@/contracts/callable-reasons';
import { backend, FunctionCallError } from '@/lib/backend';
import { summaryRequest, type SummaryGenerator } from '../model/ai-summary';

/** The spec's reason when no AI provider is configured (section 4). */
export const AI_KEY_MISSING = 'AI APIキーが設定されていません';

/**
 * No AI provider is configured for the function: a state of the installation, not a fault of
 * this request, so the screen shows it calmly with a hint for the administrator.
 */
export class AiNotConfiguredError extends Error {
  constructor() {
    super(AI_KEY_MISSING);
    this.name = 'AiNotConfiguredError';
  }
}

/**
 * Asks the server function for a summary of one question's answers. The AI key lives in the
 * function's configuration only; the browser sends the question and (a bounded number of) its
 * answers and gets text back.
 */
export const generateSummary: SummaryGenerator = async (field, answers) => {
  try {
    // The response is parsed, not trusted: only a non-empty summary text counts.
    const result = await backend().functions.call<GenerateSummaryRequest, { summary?: unknown }>(
      GENERATE_SURVEY_SUMMARY,
      summaryRequest(field, answers),
    );
    if (typeof result?.summary !== 'string' || result.summary.trim() === '') throw new Error('');
    return result.summary;
  } catch (error) {
    // Matched by the function's reason code; its message is for people only.
    if (error instanceof FunctionCallError && error.reason === CALLABLE_REASONS.aiNotConfigured)
      throw new AiNotConfiguredError();
    throw error;
  }
};
