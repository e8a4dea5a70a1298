import { isChoiceAnswer } from './answer-traits';
import { CSV_BOM, toCsvText } from '@/lib/csv-text';
import { formatDateTime } from '@/lib/format';
import type { AnswerValue, SurveyField, SurveyResponse } from './types';
import { visibleFieldIds } from './show-if';

/** Spec section 9: the first header is this literal text. */
export const CSV_DATE_HEADER = 'response date/time';

export function csvFileName(surveyId: string): string {
  return `survey_${surveyId}_results.csv`;
}

export function answerText(value: AnswerValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * An answer as people read it: a choice shows its option's label ('SNS', not the stored 'sns');
 * a value no current option has (a deleted or renamed option, a legacy answer) stays as stored.
 * Two options with one value: the first one's label. Other types: `answerText`.
 */
export function answerLabel(
  field: Pick<SurveyField, 'type' | 'options'>,
  value: AnswerValue | undefined,
): string {
  if (!isChoiceAnswer(field.type) || value === null || value === undefined)
    return answerText(value);
  const labels = new Map<string, string>();
  for (const option of field.options ?? []) {
    if (!labels.has(option.value)) labels.set(option.value, option.label);
  }
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => labels.get(String(item)) ?? String(item)).join(', ');
}

/**
 * The whole file as text, BOM included; every cell (headers too) neutralised against formulas and
 * quoted, rows in the order given. Choices are exported by their option labels (`answerLabel`);
 * one column per question always, in the builder's order.
 */
export function buildResultsCsv(
  fields: readonly SurveyField[],
  responses: readonly SurveyResponse[],
): string {
  const rows = [
    [CSV_DATE_HEADER, ...fields.map((field) => field.label)],
    ...responses.map((response) => {
      // A question its 表示条件 hid from this respondent: an empty cell, whatever is stored.
      const shown = visibleFieldIds(fields, response.answers, response.link);
      return [
        formatDateTime(response.submittedAt, ''),
        ...fields.map((field) =>
          shown.has(field.id) ? answerLabel(field, response.answers[field.id]) : '',
        ),
      ];
    }),
  ];
  return CSV_BOM + toCsvText(rows);
}
