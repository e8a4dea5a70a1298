import type { GridColumn } from '@/components/grid/types';
import type { CustomerField } from '../model/customer-field';
import { customerTableStrings as s } from '../../strings';
import { kindCell } from './kind-cells';

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

/** The labels of each option list a table uses, by its `dropdown_options` key. */
export type OptionLists = Readonly<Record<string, readonly string[]>>;

/** A row another table's 関連 field may point at: its id, and the name it goes by. */
export interface ReferenceChoice {
  value: string;
  label: string;
}

/** The option lists, the progress colours, and the rows each 関連 field may point at. */
export interface ColumnLists {
  lists: OptionLists;
  progressStyle: (label: string) => { backgroundColor: string; color: string };
  /** By field key; empty while the other table loads. */
  references: Readonly<Record<string, readonly ReferenceChoice[]>>;
}

/** Select choices whose value is their label. */
export const labelChoices = (labels: readonly string[]) =>
  labels.map((label) => ({ value: label, label }));

/** A field's choices: its fixed ones, else its option list's labels (none while loading). */
export function choicesOf(field: CustomerField, lists: OptionLists): readonly string[] {
  return field.choices ?? (field.optionList ? (lists[field.optionList] ?? []) : []);
}

/**
 * The columns of a table's fields, in their order: header, width, cell kind, sorting, links and
 * choices come from the field, and what its kind draws (a number with its unit, a 関連 as a
 * link to its row, chosen from a searchable list); `extras` adds what a table draws its own way (a badge, a tint, a
 * per-column message), by field key.
 */
export function fieldColumns<Row, Key extends keyof Row & string>(
  fields: readonly CustomerField<Key>[],
  { lists, references = {} }: Pick<ColumnLists, 'lists'> & Partial<Pick<ColumnLists, 'references'>>,
  extras: (field: CustomerField<Key>) => Partial<GridColumn<Row>> = () => ({}),
): GridColumn<Row>[] {
  return fields.map((field) => {
    const choices = choicesOf(field, lists);
    return fieldColumn<Row, Key>(field.key, field.header, field.width, field.cell, {
      ...(field.cell === 'select' ? { options: labelChoices(choices) } : {}),
      ...(field.cell === 'suggest' ? { suggestions: choices } : {}),
      ...(field.sortable ? { sortable: true } : {}),
      ...(field.linkify ? { linkify: true } : {}),
      // The add form's soft warning applies to the cell editor too (e.g. a corporate number).
      ...(field.form?.warn ? { warn: field.form.warn } : {}),
      ...kindCell<Row>(field, references),
      ...extras(field),
    });
  });
}

/**
 * The client name column: bold, and like the star it cannot be hidden and is pinned at the left
 * edge unless a view says otherwise (it says which customer a row is), so it is also the row's
 * header: its 履歴 button and the mark of who else is editing the row sit in it.
 */
export const clientNameExtras = {
  render: (row: { clientName: string }) => renderClientName(row),
  alwaysShown: true,
  rowHeader: true,
} as const;

/**
 * The client name in bold, cut with an ellipsis; the whole name as a tooltip on hover and, while
 * the cell has the keyboard focus, under the cell (drawn from an attribute, so the cell's text
 * stays the name once; its accessible name is the whole name anyway).
 */
export function renderClientName(row: { clientName: string }) {
  return (
    <span
      className="truncate font-medium text-slate-900 after:pointer-events-none after:absolute after:top-full after:left-0 after:z-20 after:mt-0.5 after:hidden after:max-w-[28rem] after:rounded after:bg-slate-900 after:px-2 after:py-1 after:text-xs after:break-all after:whitespace-normal after:text-white after:shadow after:content-[attr(data-full-name)] group-focus/name:after:block"
      title={row.clientName}
      data-full-name={row.clientName}
    >
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
    alwaysShown: true,
    value: () => '',
    actionLabel: (row) => s.deleteRow(row.clientName),
  };
}
