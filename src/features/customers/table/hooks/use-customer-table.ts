import { roleKey, roleLabel } from '@/contracts/customer-schema';
import { tableSchema } from '@/contracts/customer-tables';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BULK_AUDIT_MIN_ROWS } from '@/contracts/audit-log';
import { recordAuditEvent } from '@/lib/audit-event';
import type { CellEdit } from '@/components/grid/undo-stack';
import { useStaffIdentity } from '@/features/auth';
import { useOptionLists, type OptionListKey } from '@/features/dropdowns';
import { tokyoDay } from '@/lib/tokyo-time';
import { historySource } from '../../history/data/history-store';
import { presenceChannel } from '../../presence/data/presence-store';
import { saveCells } from '../../shared/data/save-cells';
import {
  useTableDuplicates,
  type TableDuplicates,
} from '../../duplicates/components/duplicates-context';
import { duplicateStrings } from '../../duplicates/strings';
import { useChoices, useColumns, useFilteredRows, useLiveRows } from './use-customer-rows';
import { useRowOrder, useSortedRows, useTableView, useViewChoices } from './use-table-view';
import { optionListKeys } from '../../shared/model/customer-field';
import { choicesFrom, type RowFilters } from '../model/row-filters';
import type { CustomerRow, DefinedCustomerTable } from '../define-customer-table';

const NO_ROWS: readonly Record<string, unknown>[] = [];
import { useRememberedProgress } from './use-remembered-progress';

/**
 * Everything a customer table's screen needs, from its definition: the live rows, its option
 * lists, columns, the view (filters, sort, columns), the rows shown, and the writes (a cell, a
 * paste, a board move) with the table's own rule for what an update writes.
 */
export function useCustomerTable<Row extends CustomerRow, Select extends string>(
  table: DefinedCustomerTable<Row, Select>,
) {
  const { uid, name } = useStaffIdentity();
  const author = useMemo(() => ({ uid, name }), [uid, name]);
  const presence = useMemo(() => presenceChannel(table.table, author), [table.table, author]);
  const history = useMemo(() => historySource(table.table, author), [table.table, author]);
  const surveyLinks = useMemo(() => table.surveyLinks(uid), [table, uid]);
  const list = table.list.useList();
  const { rows, byId, latestRow } = useLiveRows(list);

  const keys = useMemo(
    () => [
      ...new Set([
        ...optionListKeys(table.fields),
        table.lists.progress,
        table.lists.assignee,
      ] as OptionListKey[]),
    ],
    [table],
  );
  const loaded = useOptionLists(keys);
  const references = (table.useReferences ?? noReferences)();
  const progress = loaded[table.lists.progress];
  const assignee = loaded[table.lists.assignee];
  const progressChoices = useChoices(progress.labels, rows, 'progress');
  const assigneeChoices = useChoices(
    assignee.labels,
    rows,
    roleKey(tableSchema(table.table), 'assignee') as keyof Row & string,
  );
  // By the keys the table's fields name: each list's labels, with the rows' values if asked.
  // Only a table that offers the rows' values depends on the rows: otherwise its columns are not
  // rebuilt on every live delivery (10,000 rows re-rendered for a teammate's edit).
  const listRows = table.listsWithRowValues
    ? (rows as readonly Record<string, unknown>[])
    : NO_ROWS;
  const lists = useMemo(() => {
    const fieldOf = new Map(table.fields.map((field) => [field.optionList, field.key]));
    return Object.fromEntries(
      keys.map((key) => {
        const field = fieldOf.get(key);
        const labels = loaded[key].labels;
        return [key, field ? choicesFrom(labels, listRows, field) : labels];
      }),
    );
  }, [table, keys, loaded, listRows]);
  // 名寄せ is for companies: a table whose schema says no (案件) has no candidates to look for.
  const withDuplicates = tableSchema(table.table).duplicates;
  const found = useTableDuplicates(
    table.table,
    list.status === 'ready' && withDuplicates ? rows : null,
  );
  const duplicates = withDuplicates ? found : null;
  const columns = useDuplicateWarning(
    useColumns(table.columns, lists, progress.badgeStyleOf, references),
    duplicates,
  );

  // A saved filter value no list or row holds any more is dropped, once both are known.
  // Live rows only: the snapshot a reload paints from may lack a value someone added since.
  const known =
    list.status === 'ready' &&
    !list.fromSnapshot &&
    progress.status !== 'loading' &&
    assignee.status !== 'loading';
  const loadedChoices = useMemo(
    () => ({ progress: progressChoices, assignee: assigneeChoices }),
    [progressChoices, assigneeChoices],
  );
  const choices = useViewChoices(table.filters.fixed, loadedChoices, known);
  const remembered = useRememberedProgress(table.filters.rememberProgressAs);
  const tableView = useTableView<RowFilters<Select>>({
    table: table.table,
    legacyName: table.name.toLowerCase(),
    author,
    columns,
    emptyFilters: table.filters.empty,
    choices,
    standardFilters: remembered.standardFilters,
  });
  const { setFilters: setViewFilters } = tableView;
  const { remember } = remembered;
  const setFilters = useCallback(
    (next: RowFilters<Select>) => {
      setViewFilters(next);
      remember(next.progress);
    },
    [setViewFilters, remember],
  );
  const filtered = useFilteredRows(rows, tableView.filters, table.filters.filter);
  const order = useRowOrder(tableView.sort, table.sort);
  const visible = useSortedRows(filtered, order);

  /** What one row's update writes: the table's fields, and what its rule derives from them. */
  const rowFields = useCallback(
    (rowId: string, fields: Record<string, string>): Record<string, string> => {
      for (const field of Object.keys(fields))
        if (!table.isField(field)) throw new Error(`not a field of ${table.table}: ${field}`);
      return table.writes.derive ? table.writes.derive(fields, byId.get(rowId)) : fields;
    },
    [table, byId],
  );
  const { update } = table.writes;
  const save = useCallback(
    (rowId: string, field: string, value: string) =>
      update(rowId, rowFields(rowId, { [field]: value })),
    [update, rowFields],
  );
  const move = useCallback(
    (rowId: string, to: string) => update(rowId, rowFields(rowId, { progress: to })),
    [update, rowFields],
  );
  const saveEdits = useCallback(
    async (edits: readonly CellEdit[]) => {
      await saveCells(table.table, edits, rowFields);
      // A paste, clear or fill over many rows goes to the 監査ログ too (best effort: the
      // history has every row's change; the server records only from BULK_AUDIT_MIN_ROWS).
      const rowCount = new Set(edits.map((edit) => edit.rowId)).size;
      if (rowCount >= BULK_AUDIT_MIN_ROWS)
        recordAuditEvent({ kind: 'bulkEdit', table: table.table, rowCount }, { uid }).catch(
          (error: unknown) => console.warn('recording a bulk edit failed', error),
        );
    },
    [table.table, rowFields, uid],
  );
  const card = useMemo(() => table.card(tokyoDay(new Date())), [table]);
  const [adding, setAdding] = useState(false);

  return {
    uid,
    list,
    rows,
    latestRow,
    lists,
    columns,
    progress,
    progressChoices,
    /** The 進捗 field's name (案件: ステージ). */
    progressLabel: roleLabel(tableSchema(table.table), 'progress'),
    assigneeChoices,
    view: tableView.view,
    filters: tableView.filters,
    setFilters,
    gridSort: tableView.gridSort,
    onSortChange: tableView.onSortChange,
    order,
    visible,
    writes: { save, move, saveEdits },
    card,
    presence,
    history,
    surveyLinks,
    adding,
    setAdding,
    duplicates,
  };
}

/**
 * The client name's cell editor names the rows the typed name may duplicate (名寄せ). The index
 * is read when the editor asks, so the columns are not rebuilt on every live delivery.
 */
function useDuplicateWarning<
  Column extends { id: string; warn?: (value: string, rowId: string) => string | null },
>(columns: Column[], duplicates: TableDuplicates | null): Column[] {
  const latest = useRef(duplicates);
  useEffect(() => {
    latest.current = duplicates;
  }, [duplicates]);
  return useMemo(
    () =>
      columns.map((column) =>
        column.id !== 'clientName'
          ? column
          : {
              ...column,
              warn: (value: string, rowId: string) => {
                const found = latest.current?.candidatesOf({ id: rowId, clientName: value }) ?? [];
                return found.length
                  ? duplicateStrings.cellWarning(found.map((row) => row.clientName).join('、'))
                  : null;
              },
            },
      ),
    [columns],
  );
}

const NO_REFERENCES = {};
/** A table without 関連 fields: nothing to point at. */
const noReferences = () => NO_REFERENCES;
