import { Plus } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { EditableGrid } from '@/components/grid/editable-grid';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toast';
import { useOptionList } from '@/features/dropdowns';
import { errorReason } from '@/lib/error-reason';
import { deleteSaCustomer, setSaFavorite, updateSaField } from '../data/sa-customers';
import { retrySaList, useSaList } from '../hooks/use-sa-list';
import {
  choicesFrom,
  EMPTY_SA_FILTERS,
  filterSaCustomers,
  hasActiveFilters,
  type SaFilters,
} from '../model/filter-sa';
import { isSaTextField, type SaCustomer } from '../model/types';
import { saStrings as s } from '../strings';
import { SaAddDialog } from './sa-add-dialog';
import { buildSaColumns, SA_TABLE_WIDTH } from './sa-columns';
import { SaImportDialog } from './sa-import-dialog';
import { SaToolbar } from './sa-toolbar';

const NO_ROWS: readonly SaCustomer[] = [];
const messages = { saveFailed: s.updateFailed };
const favoriteRow = (row: SaCustomer) =>
  row.isFavorite ? 'bg-red-50 hover:bg-red-100' : undefined;

/** /sa: the live, spreadsheet-like SA customer table. */
export function SaPage() {
  const list = useSaList();
  const rows = list.status === 'ready' ? list.rows : NO_ROWS;
  const referral = useOptionList('saReferralSource');
  const progress = useOptionList('saCustomerProgress');
  const assignee = useOptionList('saAssignee');

  const [filters, setFilters] = useState<SaFilters>(EMPTY_SA_FILTERS);
  // Typing stays responsive at 10,000 rows: the filtered table follows at lower priority.
  const deferredFilters = useDeferredValue(filters);
  const visible = useMemo(() => filterSaCustomers(rows, deferredFilters), [rows, deferredFilters]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const latestRow = useCallback((id: string) => byId.get(id), [byId]);

  const progressChoices = useMemo(
    () => choicesFrom(progress.labels, rows, 'progress'),
    [progress.labels, rows],
  );
  const assigneeChoices = useMemo(
    () => choicesFrom(assignee.labels, rows, 'obAssignee'),
    [assignee.labels, rows],
  );

  const { badgeStyleOf } = progress;
  const columns = useMemo(
    () =>
      buildSaColumns({
        referralSources: referral.labels,
        progressLabels: progress.labels,
        assignees: assignee.labels,
        progressStyle: badgeStyleOf,
      }),
    [referral.labels, progress.labels, assignee.labels, badgeStyleOf],
  );

  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [toDelete, setToDelete] = useState<SaCustomer | null>(null);
  const [deleting, setDeleting] = useState(false);

  const handleSave = useCallback(async (rowId: string, field: string, value: string) => {
    if (!isSaTextField(field)) throw new Error(`not an SA text field: ${field}`);
    await updateSaField(rowId, field, value);
  }, []);

  const handleToggle = useCallback((row: SaCustomer) => {
    setSaFavorite(row.id, !row.isFavorite).catch((error: unknown) => {
      console.error('sa_list: favourite failed', error);
      notify.error(s.updateFailed);
    });
  }, []);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteSaCustomer(toDelete.id);
      notify.success(s.deleted);
      setToDelete(null);
    } catch (error) {
      console.error('sa_list: delete failed', error);
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
      <SaToolbar
        filters={filters}
        onChange={setFilters}
        progressChoices={progressChoices}
        assigneeChoices={assigneeChoices}
        shown={visible.length}
        total={rows.length}
        onImport={() => setImporting(true)}
        onAdd={() => setAdding(true)}
      />
      {list.status === 'loading' ? (
        <LoadingState text={s.loading} />
      ) : list.status === 'error' ? (
        <ErrorState
          message={s.loadFailed}
          detail={errorReason(list.error) || undefined}
          onRetry={retrySaList}
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
          width={SA_TABLE_WIDTH}
          messages={messages}
          onSave={handleSave}
          onToggle={handleToggle}
          onDelete={setToDelete}
          latestRow={latestRow}
          holdUpdates={deleting}
          rowClassName={favoriteRow}
          empty={
            <div className="sticky left-0 w-full max-w-[calc(100vw-20rem)]">
              <EmptyState
                title={s.noMatch}
                action={
                  hasActiveFilters(filters) ? (
                    <Button variant="secondary" onClick={() => setFilters(EMPTY_SA_FILTERS)}>
                      {s.clearFilters}
                    </Button>
                  ) : undefined
                }
              />
            </div>
          }
        />
      )}
      <SaAddDialog
        open={adding}
        onClose={() => setAdding(false)}
        referralSources={referral.labels}
        progressLabels={progress.labels}
        assignees={assignee.labels}
      />
      <SaImportDialog open={importing} onClose={() => setImporting(false)} />
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
