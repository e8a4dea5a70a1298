import { Plus } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { EditableGrid } from '@/components/grid/editable-grid';
import type { GridSort } from '@/components/grid/types';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toast';
import { useOptionList } from '@/features/dropdowns';
import { errorReason } from '@/lib/error-reason';
import { deleteObCustomer, updateObFields } from '../data/ob-customers';
import { retryObList, useObList } from '../hooks/use-ob-list';
import {
  EMPTY_OB_FILTERS,
  filterObCustomers,
  hasActiveFilters,
  obChoicesFrom,
  type ObFilters,
} from '../model/filter-ob';
import { nextPlannedDelivery } from '../model/planned-delivery';
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
  type ObCustomer,
  type ObSort,
  type ObSortKey,
} from '../model/types';
import { obStrings as s } from '../strings';
import { ObAddDialog } from './ob-add-dialog';
import { buildObColumns, OB_TABLE_WIDTH } from './ob-columns';
import { ObToolbar } from './ob-toolbar';

const NO_ROWS: readonly ObCustomer[] = [];
const messages = { saveFailed: s.saveFailed };

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
  const list = useObList();
  const rows = list.status === 'ready' ? list.rows : NO_ROWS;
  const referral = useOptionList('referralSource');
  const progress = useOptionList('customerProgress');
  const assignee = useOptionList('obAssignee');

  const [filterState, setFilterState] = useState<ObFilters>(() => ({
    ...EMPTY_OB_FILTERS,
    progress: readStoredProgress(),
  }));
  const progressChoices = useMemo(
    () => obChoicesFrom(progress.labels, rows, 'progress'),
    [progress.labels, rows],
  );
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
  // Typing stays responsive at 10,000 rows: the filtered table follows at lower priority.
  const deferredFilters = useDeferredValue(filters);
  const filtered = useMemo(() => filterObCustomers(rows, deferredFilters), [rows, deferredFilters]);
  const visible = useMemo(() => sortObCustomers(filtered, sort), [filtered, sort]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const latestRow = useCallback((id: string) => byId.get(id), [byId]);

  const assigneeChoices = useMemo(
    () => obChoicesFrom(assignee.labels, rows, 'obAssignee'),
    [assignee.labels, rows],
  );
  const referralChoices = useMemo(
    () => obChoicesFrom(referral.labels, rows, 'referralSource'),
    [referral.labels, rows],
  );

  const { badgeStyleOf } = progress;
  const columns = useMemo(
    () =>
      buildObColumns({
        referralSources: referralChoices,
        progressLabels: progressChoices,
        assignees: assigneeChoices,
        progressStyle: badgeStyleOf,
      }),
    [referralChoices, progressChoices, assigneeChoices, badgeStyleOf],
  );
  const gridSort = useMemo<GridSort | null>(
    () => (sort.key === 'createdAt' ? null : { columnId: sort.key, direction: sort.direction }),
    [sort],
  );
  const handleSortChange = useCallback((columnId: string) => {
    if (isSortKey(columnId)) setSort((current) => toggleSort(current, columnId));
  }, []);

  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<ObCustomer | null>(null);
  const [deleting, setDeleting] = useState(false);

  const handleSave = useCallback(
    async (rowId: string, field: string, value: string) => {
      if (!isObField(field)) throw new Error(`not an OB field: ${field}`);
      if (field === 'surveyResponseDate') {
        const row = byId.get(rowId);
        const planned = row ? nextPlannedDelivery(row, value) : '';
        await updateObFields(
          rowId,
          row && planned !== row.plannedDeliveryDate
            ? { surveyResponseDate: value, plannedDeliveryDate: planned }
            : { surveyResponseDate: value },
        );
        return;
      }
      await updateObFields(rowId, { [field]: value });
    },
    [byId],
  );

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteObCustomer(toDelete.id);
      notify.success(s.deleted);
      setToDelete(null);
    } catch (error) {
      console.error('ob_list: delete failed', error);
      notify.error(s.deleteFailed);
    } finally {
      setDeleting(false);
    }
  }

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus className="h-4 w-4" aria-hidden />
      {s.addNew}
    </Button>
  );

  return (
    <Page title={s.title}>
      <ObToolbar
        filters={filters}
        onChange={setFilters}
        progressChoices={progressChoices}
        assigneeChoices={assigneeChoices}
        shown={visible.length}
        total={rows.length}
        onAdd={() => setAdding(true)}
      />
      {list.status === 'loading' ? (
        <LoadingState text={s.loading} />
      ) : list.status === 'error' ? (
        <ErrorState
          message={s.loadFailed}
          detail={errorReason(list.error) || undefined}
          onRetry={retryObList}
        />
      ) : rows.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white">
          <EmptyState title={s.empty} action={addButton} />
        </div>
      ) : (
        <EditableGrid
          label={s.gridLabel}
          rows={visible}
          columns={columns}
          width={OB_TABLE_WIDTH}
          messages={messages}
          onSave={handleSave}
          onDelete={setToDelete}
          latestRow={latestRow}
          // Held from the delete question until the delete has ended (spec section 4).
          holdUpdates={toDelete !== null || deleting}
          sort={gridSort}
          onSortChange={handleSortChange}
          empty={
            <div className="sticky left-0 w-full max-w-[calc(100vw-20rem)]">
              <EmptyState
                title={s.noMatch}
                action={
                  hasActiveFilters(filters) ? (
                    <Button variant="secondary" onClick={() => setFilters(EMPTY_OB_FILTERS)}>
                      {s.clearFilters}
                    </Button>
                  ) : undefined
                }
              />
            </div>
          }
        />
      )}
      <ObAddDialog
        open={adding}
        onClose={() => setAdding(false)}
        referralSources={referralChoices}
        progressLabels={progressChoices}
        assignees={assigneeChoices}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={s.deleteTitle}
        message={s.deleteConfirm}
        confirmLabel={s.delete}
        pending={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => !deleting && setToDelete(null)}
      />
    </Page>
  );
}
