import {
  average,
  optionCount,
  percent,
  ratingCount,
  type FieldStats,
} from '../../model/aggregate-answers';
import { DEFAULT_CHART_TYPE, type SurveyField } from '../../model/types';
import { resultsStrings } from '../../results-strings';
import { QuestionChart, type ChartRow } from './question-chart';

const CHOICE_TYPES = new Set(['radio', 'checkbox', 'select']);

/**
 * Rows for a chart: every option (also unchosen ones), counted as the public page counts them.
 * Answers that are no option are not rows; they are the `other` count shown under the chart.
 */
export function chartRows(field: SurveyField, stats: FieldStats | undefined): ChartRow[] {
  const answered = stats?.answered ?? 0;
  if (field.type === 'rating') {
    return [1, 2, 3, 4, 5].map((n) => {
      const count = ratingCount(stats, n);
      return { label: String(n), count, percent: percent(count, answered) };
    });
  }
  return (field.options ?? []).map((option) => {
    const count = optionCount(stats, option.value);
    return { label: option.label, count, percent: percent(count, answered) };
  });
}

export function QuestionAggregate({
  field,
  index,
  stats,
}: {
  field: SurveyField;
  index: number;
  stats: FieldStats | undefined;
}) {
  const answered = stats?.answered ?? 0;
  const avg = average(stats);
  const charted = CHOICE_TYPES.has(field.type) || field.type === 'rating';
  const rows = charted ? chartRows(field, stats) : [];
  const chartType =
    field.type === 'rating' ? 'verticalBar' : (field.chartType ?? DEFAULT_CHART_TYPE);
  return (
    <div>
      <p className="text-xs font-semibold text-blue-600">
        {resultsStrings.questionNumber(index + 1)}
      </p>
      <h3 className="mt-1 text-base font-medium text-slate-900">{field.label}</h3>
      <p className="mt-1 text-xs text-slate-500">
        {resultsStrings.answered(answered)}
        {avg !== null ? ` ・ ${resultsStrings.average(avg.toFixed(2))}` : ''}
        {stats && stats.other > 0 ? ` ・ ${resultsStrings.otherAnswers(stats.other)}` : ''}
      </p>
      {charted ? (
        <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <QuestionChart rows={rows} type={chartType} />
          <ul className="flex flex-col gap-1 text-sm">
            {rows.map((row) => (
              <li
                key={row.label}
                className="flex justify-between gap-3 border-b border-slate-100 py-1"
              >
                <span className="truncate text-slate-700">{row.label}</span>
                <span className="shrink-0 text-slate-500 tabular-nums">
                  {resultsStrings.countLabel(row.count, row.percent.toFixed(1))}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
