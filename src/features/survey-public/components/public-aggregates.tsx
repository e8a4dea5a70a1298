import { formatAverage, formatPercent } from '@/lib/format-number';
import {
  average,
  chartRows,
  isMultiSelect,
  type SurveyField,
  type SurveyStats,
} from '@/features/surveys';
import { resultStrings } from '../result-strings';
import { publicStrings } from '../strings';

/**
 * Per-question aggregates for visitors, drawn with plain CSS bars: a chart library would
 * multiply the public page's download for a few rectangles.
 */
export function PublicAggregates({ fields, stats }: { fields: SurveyField[]; stats: SurveyStats }) {
  return (
    <div className="flex flex-col gap-6">
      {fields.map((field, index) => {
        const fieldStats = stats.fields[field.id];
        const answered = fieldStats?.answered ?? 0;
        const avg = average(fieldStats);
        const rows = chartRows(field, fieldStats);
        return (
          <section key={field.id} aria-labelledby={`agg-${field.id}`}>
            <h3 id={`agg-${field.id}`} className="text-sm font-medium text-slate-900">
              <span className="text-brand-600 mr-2 text-xs">
                {publicStrings.questionNumber(index + 1)}
              </span>
              {field.label}
            </h3>
            <p className="mt-1 text-xs text-slate-500">
              {resultStrings.answeredCount(answered)}
              {avg !== null ? ` ・ ${resultStrings.average(formatAverage(avg))}` : ''}
            </p>
            {rows.length > 0 && isMultiSelect(field) ? (
              <p className="mt-1 text-xs text-slate-500">
                {resultStrings.multiSelectNote(answered)}
              </p>
            ) : null}
            {rows.length > 0 ? (
              <ul className="mt-3 flex flex-col gap-2">
                {rows.map((row) => {
                  const pct = row.percent;
                  return (
                    <li key={row.key} className="text-sm">
                      <div className="flex justify-between gap-3 text-slate-700">
                        <span className="truncate">{row.label}</span>
                        <span className="shrink-0 text-slate-500 tabular-nums">
                          {resultStrings.countSuffix(row.count, formatPercent(pct))}
                        </span>
                      </div>
                      <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden>
                        {/* A zero count draws no bar, not even a rounded sliver. */}
                        {row.count > 0 ? (
                          <div
                            data-testid="bar"
                            className="bg-brand-600 h-2 rounded-full"
                            style={{ width: `${Math.min(pct, 100)}%` }}
                          />
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
