import { mondayOf, plusDays } from '@/lib/tokyo-time';
import {
  matchesPreset,
  presetQuery,
  type PresetDate,
  type PresetRow,
  type RowPreset,
} from '@/features/customers/model';
import { roleKey } from '@/contracts/customer-schema';
import { OB_LIST, SA_LIST, type CustomerTable } from '@/contracts/customer-table-names';
import { tableSchema } from '@/contracts/customer-tables';

/** A row as マイページ counts it (SA and OB rows both fit): its 担当 under its schema's key. */
export type CountedRow = PresetRow & { progress: string } & Record<string, unknown>;

/** A table's 担当 field (its schema's assignee role). */
const assigneeKey = (table: CustomerTable) => roleKey(tableSchema(table), 'assignee');
const assigneeOf = (row: CountedRow, table: CustomerTable) => String(row[assigneeKey(table)] ?? '');

/** A count, the table that shows its rows and the query that shows exactly them. */
export interface TableFigure {
  count: number;
  query: string;
  table: CustomerTable;
}

export interface ProgressCount {
  progress: string;
  count: number;
  /** The table's query that shows exactly these rows. */
  query: string;
}

const preset = (over: Partial<RowPreset>): RowPreset => ({
  assignees: [],
  progress: null,
  notProgress: [],
  date: null,
  fields: {},
  months: {},
  ...over,
});

/** How many rows of `table` match, and the query that shows exactly them. */
function figure(
  table: CustomerTable,
  rows: readonly CountedRow[],
  names: readonly string[],
  date: PresetDate,
  today: string,
  notProgress: string | null = null,
) {
  const rule = preset({
    assignees: [...names],
    date,
    notProgress: notProgress ? [notProgress] : [],
  });
  const key = assigneeKey(table);
  return {
    count: rows.reduce((n, row) => n + (matchesPreset(row, rule, today, key) ? 1 : 0), 0),
    query: presetQuery(rule),
    table,
  };
}

/**
 * The member's rows by 進捗: the option list's order first, then other values found, then
 * 未設定 (''); a 進捗 with no row of theirs is left out.
 */
export function countByProgress(
  table: CustomerTable,
  rows: readonly CountedRow[],
  names: readonly string[],
  order: readonly string[],
): ProgressCount[] {
  const counts = new Map<string, number>();
  for (const row of rows)
    if (names.includes(assigneeOf(row, table)))
      counts.set(row.progress, (counts.get(row.progress) ?? 0) + 1);
  const known = order.filter((progress) => counts.has(progress));
  const others = [...counts.keys()].filter((p) => p !== '' && !order.includes(p)).sort();
  return [...known, ...others, ...(counts.has('') ? [''] : [])].map((progress) => ({
    progress,
    count: counts.get(progress)!,
    query: presetQuery(preset({ assignees: [...names], progress })),
  }));
}

export interface MyFigures {
  /** The member's rows by 進捗, SA's then OB's. */
  progress: { table: CustomerTable; counts: ProgressCount[] }[];
  overdue: TableFigure;
  stale: TableFigure;
  next7: TableFigure;
  answered: TableFigure;
}

/** Everything マイページ shows for the member whose assignee names are `names`. */
export function myFigures(input: {
  sa: readonly CountedRow[];
  ob: readonly CountedRow[];
  names: readonly string[];
  today: string;
  saOrder: readonly string[];
  obOrder: readonly string[];
}): MyFigures {
  const { sa, ob, names, today } = input;
  return {
    progress: [
      { table: SA_LIST, counts: countByProgress(SA_LIST, sa, names, input.saOrder) },
      { table: OB_LIST, counts: countByProgress(OB_LIST, ob, names, input.obOrder) },
    ],
    overdue: figure(OB_LIST, ob, names, 'overdue', today, '完了'),
    stale: figure(SA_LIST, sa, names, 'stale30', today),
    next7: figure(OB_LIST, ob, names, 'next7', today),
    answered: figure(OB_LIST, ob, names, 'answeredThisWeek', today),
  };
}

/** SA rows of the whole team: for each 担当者, how many in each 進捗 (a stacked bar each). */
export function progressByAssignee(
  rows: readonly CountedRow[],
  order: readonly string[],
): { assignee: string; counts: Record<string, number>; total: number }[] {
  const byAssignee = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const assignee = assigneeOf(row, SA_LIST);
    const counts = byAssignee.get(assignee) ?? {};
    counts[row.progress] = (counts[row.progress] ?? 0) + 1;
    byAssignee.set(assignee, counts);
  }
  const rank = (progress: string) => {
    const at = order.indexOf(progress);
    return at === -1 ? order.length : at;
  };
  return [...byAssignee]
    .map(([assignee, counts]) => ({
      assignee,
      counts: Object.fromEntries(
        Object.entries(counts).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, 'ja')),
      ),
      total: Object.values(counts).reduce((a, b) => a + b, 0),
    }))
    .sort((a, b) => (a.assignee === '' ? 1 : b.assignee === '' ? -1 : b.total - a.total));
}

export interface DeliveryWeek {
  /** The week's Monday, 'YYYY-MM-DD' (Tokyo). */
  monday: string;
  /** Delivered that week (納品日). */
  delivered: number;
  /** Not delivered yet, due that week (納品予定日, 進捗 not 完了). */
  planned: number;
}

/** OB deliveries per week: the 8 weeks up to this one, and the 4 after it. */
export function deliveriesByWeek(rows: readonly CountedRow[], today: string): DeliveryWeek[] {
  const thisMonday = mondayOf(today);
  const weeks: DeliveryWeek[] = Array.from({ length: 12 }, (_, index) => ({
    monday: plusDays(thisMonday, (index - 7) * 7),
    delivered: 0,
    planned: 0,
  }));
  const first = weeks[0]!.monday;
  const end = plusDays(weeks.at(-1)!.monday, 7);
  const weekOf = (day: string) =>
    day >= first && day < end ? weeks.find((week) => day < plusDays(week.monday, 7)) : undefined;
  for (const row of rows) {
    const delivered = row.deliveryDate ?? '';
    if (delivered) {
      const week = weekOf(delivered);
      if (week) week.delivered += 1;
      continue;
    }
    const planned = row.plannedDeliveryDate ?? '';
    if (planned && row.progress !== '完了') {
      const week = weekOf(planned);
      if (week) week.planned += 1;
    }
  }
  return weeks;
}
