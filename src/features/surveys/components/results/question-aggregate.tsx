import { ErrorBoundary } from '@/components/ui/error-boundary';
import { formatAverage, formatPercent } from '@/lib/format-number';
import { average, type FieldStats } from '../../model/aggregate-answers';
import {
  chartRows,
  effectiveChartType,
  isCharted,
  isMultiSelect,
  isPieReplaced,
} from '../../model/chart-rows';
import type { SurveyField } from '../../model/types';
import { resultsStrings } from '../../results-strings';
import { chartColor, QuestionChart } from './question-chart';

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
  return (
    <div>
      <p className="text-brand-600 text-xs font-semibold">
        {resultsStrings.questionNumber(index + 1)}
      </p>
      <h3 className="mt-1 text-base font-medium text-slate-900">{field.label}</h3>
      <p className="mt-1 text-xs text-slate-500">
        {field.showIf
          ? resultsStrings.shownAnswered(stats?.shown ?? 0, answered)
          : resultsStrings.answered(answered)}
        {avg !== null ? ` ・ ${resultsStrings.average(formatAverage(avg))}` : ''}
        {stats && stats.other > 0 ? ` ・ ${resultsStrings.otherAnswers(stats.other)}` : ''}
      </p>
      {charted && isMultiSelect(field) ? (
        <div className="mt-1 text-xs text-slate-500">
          <p>{resultsStrings.multiSelectNote(answered)}</p>
          {isPieReplaced(field) ? <p>{resultsStrings.pieReplaced}</p> : null}
        </div>
      ) : null}
      {charted ? (
        <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ErrorBoundary>
            <QuestionChart rows={rows} type={effectiveChartType(field)} />
          </ErrorBoundary>
          <ul className="flex flex-col gap-1 text-sm" aria-label={field.label}>
            {rows.map((row, rowIndex) => (
              <li
                key={row.key}
                className="flex items-center justify-between gap-3 border-b border-slate-100 py-1"
              >
                <span className="flex min-w-0 items-center gap-2">
                  <span
                    aria-hidden
                    className="h-2.5 w-2.5 shrink-0 rounded-sm"
                    style={{ backgroundColor: chartColor(rowIndex) }}
                  />
                  <span className="truncate text-slate-700">{row.label}</span>
                </span>
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
