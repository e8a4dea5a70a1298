import type { Forecast } from './forecast';

/**
 * The ヨミ表 as CSV rows, as shown: a header, a row per 担当者 and the 合計. Amounts are whole yen
 * without separators (a spreadsheet reads them as numbers); 達成率 is a whole percent.
 */
export function forecastCsvRows(
  table: Forecast,
  headers: { assignee: string; won: string; confidences: readonly string[]; goal: string },
  labels: { later: (month: string) => string; achievement: string; unset: string; total: string },
): string[][] {
  const yen = (value: number) => String(Math.round(value));
  const percent = (value: number | null) => (value === null ? '' : `${Math.round(value * 100)}%`);
  const line = (name: string, row: Forecast['total']) => [
    name,
    yen(row.won),
    ...row.byConfidence.map(yen),
    row.goal === null ? '' : yen(row.goal),
    percent(row.achievement),
    ...row.later.map(yen),
  ];
  return [
    [
      headers.assignee,
      headers.won,
      ...headers.confidences,
      headers.goal,
      labels.achievement,
      ...table.months.slice(1).map(labels.later),
    ],
    ...table.rows.map((row) => line(row.assignee || labels.unset, row)),
    line(labels.total, table.total),
  ];
}
