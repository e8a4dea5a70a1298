import { answerText } from './results-csv';
import type { SurveyField, SurveyResponse } from './types';

export const LABEL_MAX_LENGTH = 50;
export const LABEL_SEPARATOR = ' / ';
export const EMPTY_LABEL = '-';

function truncate(text: string): string {
  const chars = Array.from(text);
  return chars.length > LABEL_MAX_LENGTH ? `${chars.slice(0, LABEL_MAX_LENGTH).join('')}...` : text;
}

/** The row label in the response list, built from the answers of useAsLabel fields. */
export function responseLabel(fields: readonly SurveyField[], response: SurveyResponse): string {
  const parts = fields
    .filter((field) => field.useAsLabel)
    .map((field) => answerText(response.answers[field.id]).trim())
    .filter((text) => text !== '')
    .map(truncate);
  return parts.length > 0 ? parts.join(LABEL_SEPARATOR) : EMPTY_LABEL;
}
