import { formatDateTime } from '@/lib/format';
import type { AnswerValue, SurveyField, SurveyResponse } from './types';

/** Spec section 9: the first header is this literal text. */
export const CSV_DATE_HEADER = 'response date/time';
/** Excel only reads UTF-8 (Japanese) correctly when the file starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';

export function csvFileName(surveyId: string): string {
  return `survey_${surveyId}_results.csv`;
}

function quote(cell: string): string {
  return `"${cell.replaceAll('"', '""')}"`;
}

export function answerText(value: AnswerValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The whole file as text, BOM included; every cell quoted, rows in the order given. */
export function buildResultsCsv(
  fields: readonly SurveyField[],
  responses: readonly SurveyResponse[],
): string {
  const rows = [
    [CSV_DATE_HEADER, ...fields.map((field) => field.label)],
    ...responses.map((response) => [
      formatDateTime(response.submittedAt, ''),
      ...fields.map((field) => answerText(response.answers[field.id])),
    ]),
  ];
  return CSV_BOM + rows.map((row) => row.map(quote).join(',')).join(LINE_END) + LINE_END;
}
