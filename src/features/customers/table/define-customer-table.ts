import type { ComponentType } from 'react';
import type { CustomerTable } from '@/contracts/collections';
import type { GridColumn } from '@/components/grid/types';
import type { OptionListKey } from '@/features/dropdowns';
import type { SessionListState } from '@/lib/session-list';
import type { BoardCardContent } from '../board/components/board-card';
import type { ColumnLists, OptionLists } from '../shared/components/customer-columns';
import type { ToolbarSelect } from './components/customer-toolbar';
import type { SurveyLinkSource } from '../survey-links/components/survey-link-dialog';
import { reminderFields, type CustomerField } from '../shared/model/customer-field';
import type { PresetRow } from './model/row-preset';
import type { RowFilters } from './model/row-filters';
import type { RowSort } from '../shared/model/sort-rows';
import type { ViewTable } from '../views/model/view';

/** What every customer row has: its id, the name it goes by, its 進捗 and 担当. */
export type CustomerRow = { id: string; clientName: string; progress: string } & PresetRow;

/** The texts a table words its own way. */
export interface CustomerTableStrings {
  title: string;
  gridLabel: string;
  searchLabel: string;
  /** A cell or a paste that could not be saved. */
  saveFailed: string;
  /** A board move that could not be saved. */
  moveFailed: string;
  deleteConfirm: string;
  deleteFailed: string;
  /** The add dialog's name when it is not 新規顧客追加. */
  addTitle?: string;
}

/**
 * A customer table, described once (SA, OB; a third table is one more of these): its identity,
 * fields, lists, filters, sort, writes, board card and reminders. `useCustomerTable` wires it;
 * `CustomerTableScreen` shows it.
 */
export interface CustomerTableDefinition<Row extends CustomerRow, Select extends string> {
  /** Its collection: the table's identity for views, history, presence and reminders. */
  table: CustomerTable;
  /** Its short name: the export's file prefix and the reminders' title ('SA'). */
  name: string;
  strings: CustomerTableStrings;
  /** The live rows, one listener per session (createSessionList). */
  list: { useList: () => SessionListState<Row>; retry: () => void };
  /** The table's fields (its editable columns; `remind` marks the dates reminders watch). */
  fields: readonly CustomerField[];
  /** The option lists behind 進捗 and 担当 (the others come from the fields). */
  lists: { progress: OptionListKey; assignee: OptionListKey };
  /** Cells and the add form offer the values found in the rows besides a list's labels. */
  listsWithRowValues?: boolean;
  columns: (ctx: ColumnLists) => GridColumn<Row>[];
  filters: {
    empty: RowFilters<Select>;
    filter: (rows: readonly Row[], filters: RowFilters<Select>) => Row[];
    /** The toolbar's selects, given the 担当 choices of the moment. */
    selects: (assignees: readonly string[]) => readonly ToolbarSelect<Select>[];
    /** What each fixed-choice filter may hold (a saved view's other values are dropped). */
    fixed: ViewTable['choices'];
    /** The device remembers the 進捗 filter under this key (OB, spec section 9). */
    rememberProgressAs?: string;
  };
  sort: (rows: readonly Row[], sort: RowSort) => Row[];
  writes: {
    /** One row's fields (a cell, a paste's row, a board move). */
    update: (id: string, fields: Record<string, string>) => Promise<void>;
    /** 削除: the row goes to the ゴミ箱 (`by`: the member deleting it). */
    remove: (id: string, by: { uid: string }) => Promise<void>;
    /** What else an update writes (OB: the planned delivery follows the survey date). */
    derive?: (fields: Record<string, string>, row: Row | undefined) => Record<string, string>;
    /** Hold live updates from the delete question on, not only while it runs (OB). */
    holdWhileAsking?: boolean;
  };
  /** A board card, given Tokyo's day. */
  card: (today: string) => (row: Row) => BoardCardContent;
  /** What a row adds to the grid (SA's favourite star and its tint). */
  rowParts?: { className?: (row: Row) => string | undefined; onToggle?: (row: Row) => void };
  /** Header of a stored field no column shows (SA's 'isFavorite'). */
  extraFieldLabels?: Readonly<Record<string, string>>;
  /** The reminders form's first choice. */
  reminders: { field: string; timing: 'before' | 'after'; days: number };
  /** The rows' personal survey links, made by the member `uid`. */
  surveyLinks: (uid: string) => SurveyLinkSource;
  AddForm: ComponentType<{ onClose: () => void; lists: OptionLists }>;
  /**
   * More toolbar actions, with the rows (the CSV imports); `live`: the rows are the live ones,
   * not a snapshot or nothing yet (an import compares the file with them).
   */
  Actions?: ComponentType<{ rows: readonly Row[]; live: boolean }>;
  /**
   * The rows each 関連 field may point at, by field key (案件's 顧客: the SA rows). A hook, called
   * on every render of the table's screens.
   */
  useReferences?: () => ColumnLists['references'];
  /** Figures under a board lane's name, from its cards (案件: 合計 and ヨミ). */
  LaneSummary?: ComponentType<{ rows: readonly Row[] }>;
}

/** A defined table: the description, and what follows from its fields. */
export type DefinedCustomerTable<
  Row extends CustomerRow,
  Select extends string,
> = CustomerTableDefinition<Row, Select> & {
  /** The dates reminders can watch, by key and header. */
  reminderFields: readonly { key: string; label: string }[];
  /** Whether a field is one of the table's (what an update may write). */
  isField: (key: string) => boolean;
};

export function defineCustomerTable<Row extends CustomerRow, Select extends string>(
  definition: CustomerTableDefinition<Row, Select>,
): DefinedCustomerTable<Row, Select> {
  const keys = new Set(definition.fields.map((field) => field.key));
  return {
    ...definition,
    reminderFields: reminderFields(definition.fields),
    isField: (key) => keys.has(key),
  };
}
