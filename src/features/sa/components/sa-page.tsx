import { FileUp } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { AddButton, CustomerTablePage } from '@/components/customer-table/customer-table-page';
import { CustomerToolbar } from '@/components/customer-table/customer-toolbar';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { useOptionList } from '@/features/dropdowns';
import { choicesFrom } from '@/lib/customer-table/row-filters';
import { deleteSaCustomer, setSaFavorite, updateSaField } from '../data/sa-customers';
import { retrySaList, useSaList } from '../hooks/use-sa-list';
import {
  EMPTY_SA_FILTERS,
  filterSaCustomers,
  hasActiveFilters,
  type SaFilters,
} from '../model/filter-sa';
import { isSaTextField, PRIORITIES, type SaCustomer } from '../model/types';
import { saStrings as s } from '../strings';
import { SaAddDialog } from './sa-add-dialog';
import { buildSaColumns, SA_TABLE_WIDTH } from './sa-columns';
import { SaImportDialog } from './sa-import-dialog';

const NO_ROWS: readonly SaCustomer[] = [];
const messages = { saveFailed: s.updateFailed };
const favoriteRow = (row: SaCustomer) =>
  row.isFavorite ? 'bg-red-50 hover:bg-red-100' : undefined;
const deletion = {
  remove: (row: SaCustomer) => deleteSaCustomer(row.id),
  question: s.deleteConfirm,
  failed: s.deleteFailed,
  collection: 'sa_list',
};

const handleSave = async (rowId: string, field: string, value: string) => {
  if (!isSaTextField(field)) throw new Error(`not an SA text field: ${field}`);
  await updateSaField(rowId, field, value);
};

const handleToggle = (row: SaCustomer) => {
  setSaFavorite(row.id, !row.isFavorite).catch((error: unknown) => {
    console.error('sa_list: favourite failed', error);
    notify.error(s.updateFailed);
  });
};

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

  return (
    <CustomerTablePage
      title={s.title}
      list={list}
      onRetry={retrySaList}
      toolbar={
        <CustomerToolbar
          filters={filters}
          onChange={setFilters}
          searchLabel={s.searchLabel}
          progressChoices={progressChoices}
          selects={[
            {
              key: 'priority',
              label: s.priorityFilter,
              allLabel: s.priorityAll,
              choices: PRIORITIES,
            },
            {
              key: 'assignee',
              label: s.assigneeFilter,
              allLabel: s.assigneeAll,
              choices: assigneeChoices,
            },
          ]}
          shown={visible.length}
          total={rows.length}
          actions={
            <>
              <Button variant="secondary" onClick={() => setImporting(true)}>
                <FileUp className="h-4 w-4" aria-hidden />
                {s.csvImport}
              </Button>
              <AddButton onClick={() => setAdding(true)} />
            </>
          }
        />
      }
      grid={{
        label: s.gridLabel,
        rows: visible,
        columns,
        width: SA_TABLE_WIDTH,
        messages,
        onSave: handleSave,
        onToggle: handleToggle,
        latestRow,
        rowClassName: favoriteRow,
      }}
      filtersActive={hasActiveFilters(filters)}
      onClearFilters={() => setFilters(EMPTY_SA_FILTERS)}
      onAdd={() => setAdding(true)}
      deletion={deletion}
    >
      <SaAddDialog
        open={adding}
        onClose={() => setAdding(false)}
        referralSources={referral.labels}
        progressLabels={progress.labels}
        assignees={assignee.labels}
      />
      <SaImportDialog open={importing} onClose={() => setImporting(false)} />
    </CustomerTablePage>
  );
}
