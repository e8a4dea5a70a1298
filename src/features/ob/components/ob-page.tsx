import { OB_LIST } from '@/contracts/collections';
import { useCallback, useMemo, useState } from 'react';
import { AddButton, CustomerTablePage, CustomerAddDialog, saveCells } from '@/features/customers';
import * as TableKit from '@/features/customers';
import type { GridSort } from '@/components/grid/types';
import type { CellEdit } from '@/components/grid/undo-stack';
import { columnLayoutKey } from '@/components/grid/use-column-layout';
import { useStaffIdentity } from '@/features/auth';
import { useOptionList } from '@/features/dropdowns';
import {
  deleteObCustomer,
  updateObFields,
  obHistory,
  obPresence,
  obSurveyLinks,
} from '../data/ob-customers';
import { retryObList, useObList } from '../hooks/use-ob-list';
import { EMPTY_OB_FILTERS, filterObCustomers, type ObFilters } from '../model/filter-ob';
import { nextPlannedDelivery } from '@/features/customers/model';
import {
  parseStoredProgressFilter,
  PROGRESS_FILTER_STORAGE_KEY,
  serializeProgressFilter,
} from '../model/progress-filter-storage';
import { sortObCustomers, toggleSort } from '../model/sort-ob';
import {
  DEFAULT_OB_SORT,
  isObField,
  OB_SORT_KEYS,
  PRODUCT_CATEGORIES,
  type ObCustomer,
  type ObSort,
  type ObSortKey,
} from '../model/types';
import { obStrings as s } from '../strings';
import { ObAddForm } from './ob-add-dialog';
import { buildObColumns } from './ob-columns';

const messages = { saveFailed: s.saveFailed };
const deletion = {
  remove: (row: ObCustomer) => deleteObCustomer(row.id),
  question: s.deleteConfirm,
  failed: s.deleteFailed,
  // Held from the delete question until the delete has ended (spec section 4).
  holdWhileAsking: true,
  collection: OB_LIST,
};

function readStoredProgress(): string[] {
  try {
    const stored = localStorage.getItem(PROGRESS_FILTER_STORAGE_KEY);
    // Any string label for now; labels no longer offered are dropped once the list is known.
    const labels = stored ? (JSON.parse(stored) as unknown) : [];
    return parseStoredProgressFilter(stored, Array.isArray(labels) ? labels.map(String) : []);
  } catch {
    return [];
  }
}

function storeProgress(labels: readonly string[]) {
  try {
    localStorage.setItem(PROGRESS_FILTER_STORAGE_KEY, serializeProgressFilter(labels));
  } catch (error) {
    console.warn('ob: progress filter not remembered', error);
  }
}

const isSortKey = (id: string): id is ObSortKey => (OB_SORT_KEYS as readonly string[]).includes(id);

/** /ob: the live OB customer task list on the shared editable grid. */
export function ObPage() {
  const { uid, name } = useStaffIdentity();
  const presence = useMemo(() => obPresence({ uid, name }), [uid, name]);
  const surveyLinks = useMemo(() => obSurveyLinks(uid), [uid]);
  const list = useObList();
  const { rows, byId, latestRow } = TableKit.useLiveRows(list);
  const referral = useOptionList('referralSource');
  const progress = useOptionList('customerProgress');
  const assignee = useOptionList('obAssignee');

  const [filterState, setFilterState] = useState<ObFilters>(() => ({
    ...EMPTY_OB_FILTERS,
    progress: readStoredProgress(),
  }));
  const progressChoices = TableKit.useChoices(progress.labels, rows, 'progress');
  // Remembered labels no longer offered are dropped (once the list and rows are known).
  const known = progress.status !== 'loading' && list.status === 'ready';
  const filters = useMemo(
    () =>
      known
        ? {
            ...filterState,
            progress: filterState.progress.filter((label) => progressChoices.includes(label)),
          }
        : filterState,
    [filterState, known, progressChoices],
  );
  const setFilters = useCallback((next: ObFilters) => {
    setFilterState(next);
    storeProgress(next.progress);
  }, []);

  const [sort, setSort] = useState<ObSort>(DEFAULT_OB_SORT);
  const filtered = TableKit.useFilteredRows(rows, filters, filterObCustomers);
  const visible = useMemo(() => sortObCustomers(filtered, sort), [filtered, sort]);
  const assigneeChoices = TableKit.useChoices(assignee.labels, rows, 'obAssignee');
  const referralChoices = TableKit.useChoices(referral.labels, rows, 'referralSource');
  // By the keys the table's fields name (model/ob-fields.ts).
  const lists = useMemo(
    () => ({
      referralSource: referralChoices,
      customerProgress: progressChoices,
      obAssignee: assigneeChoices,
    }),
    [referralChoices, progressChoices, assigneeChoices],
  );
  const columns = TableKit.useColumns(buildObColumns, lists, progress.badgeStyleOf);
  const gridSort = useMemo<GridSort | null>(
    () => (sort.key === 'createdAt' ? null : { columnId: sort.key, direction: sort.direction }),
    [sort],
  );
  const handleSortChange = useCallback((columnId: string) => {
    if (isSortKey(columnId)) setSort((current) => toggleSort(current, columnId));
  }, []);

  const [adding, setAdding] = useState(false);
  const closeAdd = () => setAdding(false);

  /**
   * What one row's update writes: OB fields only, and a new survey response date moves the
   * planned delivery date by the table's rule unless the same update sets that date itself.
   */
  const rowFields = useCallback(
    (rowId: string, fields: Record<string, string>): Record<string, string> => {
      for (const field of Object.keys(fields))
        if (!isObField(field)) throw new Error(`not an OB field: ${field}`);
      const surveyDate = fields.surveyResponseDate;
      const row = byId.get(rowId);
      if (surveyDate === undefined || 'plannedDeliveryDate' in fields || !row) return fields;
      const planned = nextPlannedDelivery(row, surveyDate);
      return planned !== row.plannedDeliveryDate
        ? { ...fields, plannedDeliveryDate: planned }
        : fields;
    },
    [byId],
  );
  const handleSave = useCallback(
    (rowId: string, field: string, value: string) =>
      updateObFields(rowId, rowFields(rowId, { [field]: value })),
    [rowFields],
  );
  const handleSaveCells = useCallback(
    (edits: readonly CellEdit[]) => saveCells(OB_LIST, edits, rowFields),
    [rowFields],
  );

  return (
    <CustomerTablePage
      title={s.title}
      list={list}
      onRetry={retryObList}
      onAdd={() => setAdding(true)}
      deletion={deletion}
      exportName="OB"
      history={obHistory}
      presence={presence}
      surveyLinks={surveyLinks}
      layoutKey={columnLayoutKey('ob', uid)}
      grid={{
        label: s.gridLabel,
        rows: visible,
        columns,
        messages,
        layout: { sort: gridSort, onSortChange: handleSortChange },
        editing: { onSave: handleSave, latestRow },
        bulk: { onSaveCells: handleSaveCells },
      }}
      toolbar={{
        searchLabel: s.searchLabel,
        filters,
        onChange: setFilters,
        selects: [
          {
            key: 'productCategory',
            label: s.categoryFilter,
            allLabel: s.categoryAll,
            choices: PRODUCT_CATEGORIES,
          },
          {
            key: 'assignee',
            label: s.assigneeFilter,
            allLabel: s.assigneeAll,
            choices: assigneeChoices,
          },
        ],
        progressChoices,
        actions: <AddButton onClick={() => setAdding(true)} />,
      }}
    >
      <CustomerAddDialog open={adding} onClose={closeAdd}>
        <ObAddForm onClose={closeAdd} lists={lists} />
      </CustomerAddDialog>
    </CustomerTablePage>
  );
}
