import { OB_LIST } from '@/contracts/collections';
import { useCallback, useMemo, useState } from 'react';
import {
  AddButton,
  CustomerTablePage,
  CustomerAddDialog,
  RemindersButton,
  saveCells,
} from '@/features/customers';
import * as TableKit from '@/features/customers';
import type { CellEdit } from '@/components/grid/undo-stack';
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
import { tokyoDay } from '@/lib/tokyo-time';
import {
  parseStoredProgressFilter,
  PROGRESS_FILTER_STORAGE_KEY,
  serializeProgressFilter,
} from '../model/progress-filter-storage';
import { sortObCustomers } from '../model/sort-ob';
import { isObField, PRODUCT_CATEGORIES, type ObCustomer } from '../model/types';
import { obStrings as s } from '../strings';
import { ObAddForm } from './ob-add-dialog';
import { obCard } from './ob-card';
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

const FIXED_CHOICES = { productCategory: PRODUCT_CATEGORIES };

/** /ob: the live OB customer task list on the shared editable grid. */
export function ObPage() {
  const { uid, name } = useStaffIdentity();
  const author = useMemo(() => ({ uid, name }), [uid, name]);
  const presence = useMemo(() => obPresence(author), [author]);
  const surveyLinks = useMemo(() => obSurveyLinks(uid), [uid]);
  const list = useObList();
  const { rows, byId, latestRow } = TableKit.useLiveRows(list);
  const referral = useOptionList('referralSource');
  const progress = useOptionList('customerProgress');
  const assignee = useOptionList('obAssignee');

  const progressChoices = TableKit.useChoices(progress.labels, rows, 'progress');
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
  // A remembered or saved filter value no list or row holds any more is dropped, once known.
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
  const choices = TableKit.useViewChoices(FIXED_CHOICES, loadedChoices, known);
  // The progress filter is remembered in this browser (spec section 4): the standard view
  // starts with it, and every change of it is remembered.
  const [rememberedProgress, setRememberedProgress] = useState(readStoredProgress);
  const standardFilters = useMemo(() => ({ progress: rememberedProgress }), [rememberedProgress]);
  const table = TableKit.useTableView<ObFilters>({
    table: OB_LIST,
    author,
    columns,
    emptyFilters: EMPTY_OB_FILTERS,
    choices,
    standardFilters,
  });
  const { view, filters, sort, setFilters: setViewFilters } = table;
  const setFilters = useCallback(
    (next: ObFilters) => {
      setViewFilters(next);
      storeProgress(next.progress);
      setRememberedProgress([...next.progress]);
    },
    [setViewFilters],
  );
  const filtered = TableKit.useFilteredRows(rows, filters, filterObCustomers);
  const order = TableKit.useRowOrder(sort, sortObCustomers);
  const visible = TableKit.useSortedRows(filtered, order);

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
  const handleMove = useCallback(
    (rowId: string, to: string) => updateObFields(rowId, rowFields(rowId, { progress: to })),
    [rowFields],
  );
  const card = useMemo(() => obCard(tokyoDay(new Date())), []);
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
      view={view}
      uid={uid}
      board={{
        statusStyle: progress.badgeStyleOf,
        card,
        onMove: handleMove,
        failedMessage: s.progressSaveFailed,
      }}
      grid={{
        label: s.gridLabel,
        rows: visible,
        order,
        columns,
        messages,
        layout: { sort: table.gridSort, onSortChange: table.onSortChange },
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
        actions: (
          <>
            <RemindersButton table="ob_list" tableName="OB" progressChoices={progressChoices} />
            <AddButton onClick={() => setAdding(true)} />
          </>
        ),
      }}
    >
      <CustomerAddDialog open={adding} onClose={closeAdd}>
        <ObAddForm onClose={closeAdd} lists={lists} />
      </CustomerAddDialog>
    </CustomerTablePage>
  );
}
