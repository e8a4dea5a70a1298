import { GENERATE_SURVEY_SUMMARY } from '@/contracts/ai-summary';
import { CALLABLE_REASONS } from '@/contracts/callable-reasons';
import { backend, FunctionCallError } from '@/lib/backend';
import type { SummaryGenerator } from '../model/ai-summary';

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
 * Asks the server function for a summary of one question. The AI key lives in the function's
 * configuration only, and the function reads the question and its answers from the stored
 * survey: the browser names them and gets text back, with the count of answers it was made from.
 */
export const generateSummary: SummaryGenerator = async (surveyId, field) => {
  try {
    // The response is parsed, not trusted: only a non-empty summary text counts.
    const result: { summary?: unknown; total?: unknown } | undefined =
      await backend().functions.call(GENERATE_SURVEY_SUMMARY, { surveyId, fieldId: field.id });
    if (typeof result?.summary !== 'string' || result.summary.trim() === '') throw new Error('');
    if (typeof result.total !== 'number' || !Number.isInteger(result.total) || result.total < 0)
      throw new Error('');
    return { summary: result.summary, total: result.total };
  } catch (error) {
    // Matched by the function's reason code; its message is for people only.
    if (error instanceof FunctionCallError && error.reason === CALLABLE_REASONS.aiNotConfigured)
      throw new AiNotConfiguredError();
    throw error;
  }
};
