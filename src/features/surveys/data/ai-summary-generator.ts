import { backend, FunctionCallError } from '@/lib/backend';
import { summaryRequest, type SummaryGenerator } from '../model/ai-summary';

/** The callable's name on both backends (functions/src/ai-summary/). */
const GENERATE_SURVEY_SUMMARY = 'generateSurveySummary';

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
    const result = await backend().functions.call<
      ReturnType<typeof summaryRequest>,
      { summary?: unknown }
    >(GENERATE_SURVEY_SUMMARY, summaryRequest(field, answers));
    if (typeof result?.summary !== 'string' || result.summary.trim() === '') throw new Error('');
    return result.summary;
  } catch (error) {
    if (
      error instanceof FunctionCallError &&
      error.code === 'failed-precondition' &&
      error.message === AI_KEY_MISSING
    )
      throw new AiNotConfiguredError();
    throw error;
  }
};
