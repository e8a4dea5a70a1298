import { ErrorBoundary } from '@/components/ui/error-boundary';
import { formatAverage, formatPercent } from '@/lib/format';
import { average, type FieldStats } from '../../model/aggregate-answers';
import { chartRows, isCharted } from '../../model/chart-rows';
import { DEFAULT_CHART_TYPE, type SurveyField } from '../../model/types';
import { resultsStrings } from '../../results-strings';
import { QuestionChart } from './question-chart';

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
  const charted = isCharted(field);
  const rows = chartRows(field, stats);
  const chartType =
    field.type === 'rating' ? 'verticalBar' : (field.chartType ?? DEFAULT_CHART_TYPE);
  return (
    <div>
      <p className="text-brand-600 text-xs font-semibold">
        {resultsStrings.questionNumber(index + 1)}
      </p>
      <h3 className="mt-1 text-base font-medium text-slate-900">{field.label}</h3>
      <p className="mt-1 text-xs text-slate-500">
        {resultsStrings.answered(answered)}
        {avg !== null ? ` ・ ${resultsStrings.average(formatAverage(avg))}` : ''}
        {stats && stats.other > 0 ? ` ・ ${resultsStrings.otherAnswers(stats.other)}` : ''}
      </p>
      {charted ? (
        <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ErrorBoundary>
            <QuestionChart rows={rows} type={chartType} />
          </ErrorBoundary>
          <ul className="flex flex-col gap-1 text-sm">
            {rows.map((row) => (
              <li
                key={row.key}
                className="flex justify-between gap-3 border-b border-slate-100 py-1"
              >
                <span className="truncate text-slate-700">{row.label}</span>
                <span className="shrink-0 text-slate-500 tabular-nums">
                  {resultsStrings.countLabel(row.count, formatPercent(row.percent))}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
