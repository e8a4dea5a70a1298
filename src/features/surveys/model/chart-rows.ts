import { answerTraits, isChoiceAnswer } from './answer-traits';
import { isKnownFieldType, RESULTS_VIEWS } from './field-types';
import { optionCount, percent, ratingCount, type FieldStats } from './aggregate-answers';
import { DEFAULT_CHART_TYPE, type ChartType, type SurveyField } from './types';

/** One bar of a question's chart, with the numbers the table beside it shows. */
export interface ChartRow {
  /** The stored value (an option's value, or the rating). */
  key: string;
  label: string;
  count: number;
  percent: number;
}

const RATINGS = ['1', '2', '3', '4', '5'];

/** Choice questions and ratings are charted (the registry's `chart` view); others are not. */
export function isCharted(field: Pick<SurveyField, 'type'>): boolean {
  return isKnownFieldType(field.type) && RESULTS_VIEWS[field.type] === 'chart';
}

/**
 * A question whose respondents may pick several options (checkbox): its percentages are of the
 * respondents, so they may add up to more than 100% and the page says so.
 */
export function isMultiSelect(field: Pick<SurveyField, 'type'>): boolean {
  return answerTraits(field.type)?.kind === 'choices';
}

/**
 * The chart a question gets. Ratings are vertical bars. A multi-select question drawn as a pie or
 * donut would show each option's share of all *selections* beside a table of shares of
 * *respondents* (two different numbers for one option), so it gets horizontal bars, whose lengths
 * agree with the table.
 */
export function effectiveChartType(field: Pick<SurveyField, 'type' | 'chartType'>): ChartType {
  if (answerTraits(field.type)?.kind === 'rating') return 'verticalBar';
  const chosen = field.chartType ?? DEFAULT_CHART_TYPE;
  if (isMultiSelect(field) && (chosen === 'pie' || chosen === 'donut')) return 'horizontalBar';
  return chosen;
}

/** Whether `effectiveChartType` replaced the pie or donut the builder chose. */
export function isPieReplaced(field: Pick<SurveyField, 'type' | 'chartType'>): boolean {
  return isMultiSelect(field) && (field.chartType === 'pie' || field.chartType === 'donut');
}

/**
 * The rows of a question's chart, used by the staff results page and the public result page:
 * every option (also unchosen ones); a rating always has 1 to 5. Answers that are no option are
 * not rows (they are the field's `other` count, which visitors never see). Percentages are of
 * the answered count (spec section 9). Other types have no rows.
 */
export function chartRows(field: SurveyField, stats: FieldStats | undefined): ChartRow[] {
  const answered = stats?.answered ?? 0;
  const row = (key: string, label: string, count: number): ChartRow => ({
    key,
    label,
    count,
    percent: percent(count, answered),
  });
  if (answerTraits(field.type)?.kind === 'rating')
    return RATINGS.map((n) => row(n, n, ratingCount(stats, Number(n))));
  if (!isChoiceAnswer(field.type)) return [];
  // Keyed by position and id: two options may share a label or even a value.
  return (field.options ?? []).map((option, i) =>
    row(`${i}-${option.id}`, option.label, optionCount(stats, option.value)),
  );
}
