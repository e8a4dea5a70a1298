import type { GridColumn } from '@/components/grid/types';
import { customerTableStrings as s } from './strings';

/** A column showing and editing the text field `id` of the row (the field a save writes). */
export function fieldColumn<Row, Field extends keyof Row & string>(
  id: Field,
  header: string,
  width: number,
  kind: GridColumn<Row>['kind'],
  extra: Partial<GridColumn<Row>> = {},
): GridColumn<Row> {
  return { id, header, width, kind, value: (row) => String(row[id]), ...extra };
}

/** The option lists a customer table's cells and add form offer. */
export interface OptionLists {
  referralSources: readonly string[];
  progressLabels: readonly string[];
  assignees: readonly string[];
}

/** The option lists, and the progress colours. */
export interface ColumnLists extends OptionLists {
  progressStyle: (label: string) => { backgroundColor: string; color: string };
}

/** Select choices whose value is their label. */
export const labelChoices = (labels: readonly string[]) =>
  labels.map((label) => ({ value: label, label }));

/** The client name in bold, cut with an ellipsis (the full name as a tooltip). */
export function renderClientName(row: { clientName: string }) {
  return (
    <span className="truncate font-medium text-slate-900" title={row.clientName}>
      {row.clientName}
    </span>
  );
}

/** A 進捗 cell tinted with its option's colours (none while blank). */
export function progressTint(
  progressStyle: (label: string) => { backgroundColor: string; color: string },
) {
  return (row: { progress: string }) => {
    if (!row.progress) return undefined;
    const style = progressStyle(row.progress);
    return { backgroundColor: style.backgroundColor, color: style.color };
  };
}

/** The last column: a bin button named '削除: {client}'. */
export function deleteColumn<Row extends { clientName: string }>(width: number): GridColumn<Row> {
  return {
    id: 'delete',
    header: s.delete,
    width,
    kind: 'delete',
    value: () => '',
    actionLabel: (row) => s.deleteRow(row.clientName),
  };
}
