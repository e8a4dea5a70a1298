import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-controls';
import { Card, Page } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { LOST_STAGE, WON_STAGE } from '@/contracts/deal-table';
import { usePermissions, useStaffIdentity } from '@/features/auth';
import { useOptionLists } from '@/features/dropdowns';
import { presetQuery } from '@/features/customers/model';
import { CSV_BOM, toCsvText } from '@/lib/csv-text';
import { downloadFile } from '@/lib/download';
import { errorReason } from '@/lib/error-reason';
import { paths } from '@/lib/paths';
import { tokyoDay } from '@/lib/tokyo-time';
import { useDealList } from '../hooks/use-deal-list';
import { useGoals } from '../hooks/use-goals';
import { forecast, type ForecastRow } from '../model/forecast';
import { forecastCsvRows } from '../model/forecast-csv';
import { formatYen } from '../model/money';
import { dealStrings as s } from '../strings';
import { GoalInput } from './goal-input';

const LIST_KEYS = ['dealConfidence', 'saAssignee'] as const;
const isMonth = (value: string | null): value is string =>
  value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

const cellClass = 'px-3 py-2 text-right tabular-nums';
const linkClass =
  'text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * /deals/forecast 「ヨミ表」: the month's 受注, its A/B/C ヨミ, 目標 and 達成率 per 担当者 and in
 * total, then the next two months' ヨミ. Every figure opens the deals behind it; 管理者 type the
 * 目標 in place; CSV出力 saves what is shown.
 */
export function ForecastPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('month');
  const month = isMonth(requested) ? requested : tokyoDay(new Date()).slice(0, 7);
  const deals = useDealList();
  const goals = useGoals(month);
  const lists = useOptionLists(LIST_KEYS);
  const confidences = useMemo(
    () =>
      lists.dealConfidence.options.map((option) => ({
        label: option.label,
        percent: option.percent ?? 0,
      })),
    [lists.dealConfidence.options],
  );
  const table = useMemo(
    () =>
      deals.status === 'ready' && goals.status === 'ready'
        ? forecast(deals.rows, {
            month,
            confidences,
            goals: goals.goals,
            assignees: lists.saAssignee.labels,
          })
        : null,
    [deals, goals, month, confidences, lists.saAssignee.labels],
  );

  const monthPicker = (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
      {s.month}
      <TextInput
        type="month"
        value={month}
        onChange={(event) => {
          if (isMonth(event.target.value))
            setParams({ month: event.target.value }, { replace: true });
        }}
        className="w-44"
      />
    </label>
  );
  const headers = {
    assignee: s.assigneeColumn,
    won: s.won,
    confidences: confidences.map((c) => s.confidenceColumn(c.label)),
    goal: s.goal,
  };
  const csvLabels = {
    later: s.laterColumn,
    achievement: s.achievement,
    unset: s.unset,
    total: s.total,
  };
  const exportCsv = () => {
    if (!table) return;
    const text = toCsvText(forecastCsvRows(table, headers, csvLabels));
    downloadFile(`ヨミ表_${month}.csv`, CSV_BOM + text, 'text/csv;charset=utf-8');
  };

  return (
    <Page
      title={s.forecastTitle}
      actions={
        <>
          {monthPicker}
          <Button variant="secondary" onClick={exportCsv} disabled={!table}>
            <Download className="h-4 w-4" aria-hidden />
            {s.exportCsv}
          </Button>
          <Link to={paths.deals} className={buttonClass('secondary')}>
            {s.backToDeals}
          </Link>
        </>
      }
    >
      <p className="-mt-3 text-sm text-slate-600">{s.forecastDescription}</p>
      {deals.status === 'error' || goals.status === 'error' ? (
        <ErrorState
          message={s.loadFailed}
          detail={errorReason(
            deals.status === 'error' ? deals.error : (goals as { error: Error }).error,
          )}
        />
      ) : !table ? (
        <LoadingState text={s.loading} />
      ) : (
        <ForecastTable table={table} month={month} headers={headers} confidences={confidences} />
      )}
    </Page>
  );
}

function ForecastTable({
  table,
  month,
  headers,
  confidences,
}: {
  table: ReturnType<typeof forecast>;
  month: string;
  headers: { assignee: string; won: string; confidences: readonly string[]; goal: string };
  confidences: readonly { label: string }[];
}) {
  const { isAdmin } = usePermissions();
  const { uid } = useStaffIdentity();
  /** The deals behind a figure: the table with a preset (`assignee` null: everyone's). */
  const dealsOf = (assignee: string | null, rule: Parameters<typeof presetQuery>[0]) =>
    `${paths.deals}?${presetQuery({
      ...rule,
      fields: { ...rule.fields, ...(assignee === null ? {} : { assignee: [assignee] }) },
    })}`;
  const figure = (value: number, to: string, what: string) => (
    <Link to={to} className={linkClass} aria-label={`${formatYen(value)}（${s.openDeals(what)}）`}>
      {formatYen(value)}
    </Link>
  );
  const open = [WON_STAGE, LOST_STAGE];
  const line = (row: ForecastRow, assignee: string | null, name: string) => (
    <tr
      key={assignee ?? '\u0000total'}
      className={assignee === null ? 'bg-slate-50 font-semibold' : ''}
    >
      <th scope="row" className="px-3 py-2 text-left font-medium">
        {name}
      </th>
      <td className={cellClass}>
        {figure(
          row.won,
          dealsOf(assignee, { progress: WON_STAGE, months: { closeDate: month } }),
          `${name}・${s.won}`,
        )}
      </td>
      {row.byConfidence.map((value, index) => (
        <td key={confidences[index]!.label} className={cellClass}>
          {figure(
            value,
            dealsOf(assignee, {
              notProgress: open,
              fields: { confidence: [confidences[index]!.label] },
              months: { closeDate: month },
            }),
            `${name}・${headers.confidences[index]}`,
          )}
        </td>
      ))}
      <td className={cellClass}>
        {isAdmin && assignee !== null ? (
          <GoalInput month={month} assignee={assignee} name={name} goal={row.goal} uid={uid} />
        ) : row.goal === null ? (
          s.noGoal
        ) : (
          formatYen(row.goal)
        )}
      </td>
      <td className={cellClass}>
        {row.achievement === null ? s.noGoal : `${Math.round(row.achievement * 100)}%`}
      </td>
      {row.later.map((value, index) => {
        const later = table.months[index + 1]!;
        return (
          <td key={later} className={`${cellClass} text-slate-600`}>
            {figure(
              value,
              dealsOf(assignee, { notProgress: [LOST_STAGE], months: { closeDate: later } }),
              `${name}・${s.laterColumn(later)}`,
            )}
          </td>
        );
      })}
    </tr>
  );
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">{s.tableCaption(month)}</caption>
        <thead className="border-b border-slate-200 text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {headers.assignee}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {headers.won}
            </th>
            {headers.confidences.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 text-right font-medium">
                {header}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {headers.goal}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {s.achievement}
            </th>
            {table.months.slice(1).map((later) => (
              <th key={later} scope="col" className="px-3 py-2 text-right font-medium">
                {s.laterColumn(later)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.rows.map((row) => line(row, row.assignee, row.assignee || s.unset))}
          {table.rows.length === 0 ? (
            <tr>
              <td colSpan={99} className="text-muted px-3 py-6 text-center">
                {s.empty}
              </td>
            </tr>
          ) : null}
        </tbody>
        <tfoot className="border-t-2 border-slate-200">{line(table.total, null, s.total)}</tfoot>
      </table>
    </Card>
  );
}
