import type { SummaryGenerator } from '../model/ai-summary';

/**
 * No AI provider is configured in this product (the spec says the generator always fails
 * for that reason), so the failure's reason is what the screen shows.
 */
export const AI_KEY_MISSING = 'AI APIキーが設定されていません';

export const generateSummary: SummaryGenerator = () => Promise.reject(new Error(AI_KEY_MISSING));
