import { SA_LIST } from '@/contracts/collections';
import { FileUp } from 'lucide-react';
import { useMemo, useState } from 'react';
import { rowSorter } from '@/features/customers/model';
import {
  AddButton,
  CustomerTablePage,
  useChoices,
  useColumns,
  useFilteredRows,
  useLiveRows,
  useTableView,
  useViewChoices,
  useRowOrder,
  useSortedRows,
  CustomerAddDialog,
  RemindersButton,
  saveCells,
} from '@/features/customers';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { useStaffIdentity } from '@/features/auth';
import { useOptionList } from '@/features/dropdowns';
import type { CellEdit } from '@/components/grid/undo-stack';
import {
  deleteSaCustomer,
  setSaFavorite,
  updateSaField,
  saHistory,
  saPresence,
  saSurveyLinks,
} from '../data/sa-customers';
import { retrySaList, useSaList } from '../hooks/use-sa-list';
import { EMPTY_SA_FILTERS, filterSaCustomers, type SaFilters } from '../model/filter-sa';
import { isSaTextField, PRIORITIES, type SaCustomer } from '../model/types';
import { saStrings as s } from '../strings';
import { SaAddForm } from './sa-add-dialog';
import { saCard } from './sa-card';
import { buildSaColumns } from './sa-columns';
import { SaImportDialog } from './sa-import-dialog';

const messages = { saveFailed: s.updateFailed };
const sortSaCustomers = rowSorter<SaCustomer>();
const FIXED_CHOICES = { priority: PRIORITIES, corporateNumber: [s.corporateNumberFlagged] };
const favoriteRow = (row: SaCustomer) =>
  row.isFavorite ? 'bg-red-50 hover:bg-red-100' : undefined;
const deletion = {
  remove: (row: SaCustomer) => deleteSaCustomer(row.id),
  question: s.deleteConfirm,
  failed: s.deleteFailed,
  collection: SA_LIST,
};

const handleSave = async (rowId: string, field: string, value: string) => {
  if (!isSaTextField(field)) throw new Error(`not an SA text field: ${field}`);
  await updateSaField(rowId, field, value);
};

/** Paste, clear, fill down: the cells of each row in one update (text fields only). */
const handleSaveCells = (edits: readonly CellEdit[]) =>
  saveCells(SA_LIST, edits, (_, fields) => {
    for (const field of Object.keys(fields))
      if (!isSaTextField(field)) throw new Error(`not an SA text field: ${field}`);
    return fields;
  });

const handleMove = (rowId: string, to: string) => updateSaField(rowId, 'progress', to);

const handleToggle = (row: SaCustomer) => {
  setSaFavorite(row.id, !row.isFavorite).catch((error: unknown) => {
    console.error('sa_list: favourite failed', error);
    notify.error(s.updateFailed);
  });
};

/** /sa: the live, spreadsheet-like SA customer table. */
export function SaPage() {
  const { uid, name } = useStaffIdentity();
  const author = useMemo(() => ({ uid, name }), [uid, name]);
  const presence = useMemo(() => saPresence(author), [author]);
  const surveyLinks = useMemo(() => saSurveyLinks(uid), [uid]);
  const list = useSaList();
  const { rows, latestRow } = useLiveRows(list);
  const referral = useOptionList('saReferralSource');
  const progress = useOptionList('saCustomerProgress');
  const assignee = useOptionList('saAssignee');

  const progressChoices = useChoices(progress.labels, rows, 'progress');
  const assigneeChoices = useChoices(assignee.labels, rows, 'obAssignee');
  // By the keys the table's fields name (model/sa-fields.ts).
  const lists = useMemo(
    () => ({
      saReferralSource: referral.labels,
      saCustomerProgress: progress.labels,
      saAssignee: assignee.labels,
    }),
    [referral.labels, progress.labels, assignee.labels],
  );
  const columns = useColumns(buildSaColumns, lists, progress.badgeStyleOf);
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
  const choices = useViewChoices(FIXED_CHOICES, loadedChoices, known);
  const { view, filters, setFilters, sort, gridSort, onSortChange } = useTableView<SaFilters>({
    table: SA_LIST,
    author,
    columns,
    emptyFilters: EMPTY_SA_FILTERS,
    choices,
  });
  const filtered = useFilteredRows(rows, filters, filterSaCustomers);
  const order = useRowOrder(sort, sortSaCustomers);
  const visible = useSortedRows(filtered, order);

  const [adding, setAdding] = useState(false);
  const closeAdd = () => setAdding(false);
  const [importing, setImporting] = useState(false);

  const toolbar = {
    filters,
    onChange: setFilters,
    searchLabel: s.searchLabel,
    progressChoices,
    selects: [
      { key: 'priority', label: s.priorityFilter, allLabel: s.priorityAll, choices: PRIORITIES },
      {
        key: 'assignee',
        label: s.assigneeFilter,
        allLabel: s.assigneeAll,
        choices: assigneeChoices,
      },
      {
        key: 'corporateNumber',
        label: s.corporateNumberFilter,
        allLabel: s.corporateNumberAll,
        choices: [s.corporateNumberFlagged],
      },
    ] as const,
    actions: (
      <>
        <RemindersButton table="sa_list" tableName="SA" progressChoices={progressChoices} />
        <Button variant="secondary" onClick={() => setImporting(true)}>
          <FileUp className="h-4 w-4" aria-hidden />
          {s.csvImport}
        </Button>
        <AddButton onClick={() => setAdding(true)} />
      </>
    ),
  };

  return (
    <CustomerTablePage
      title={s.title}
      list={list}
      onRetry={retrySaList}
      toolbar={toolbar}
      grid={{
        label: s.gridLabel,
        rows: visible,
        order,
        columns,
        messages,
        layout: { sort: gridSort, onSortChange },
        editing: { onSave: handleSave, latestRow },
        bulk: { onSaveCells: handleSaveCells },
        rowParts: { className: favoriteRow, onToggle: handleToggle },
      }}
      onAdd={() => setAdding(true)}
      deletion={deletion}
      exportName="SA"
      history={saHistory}
      presence={presence}
      surveyLinks={surveyLinks}
      extraFieldLabels={{ isFavorite: s.colFavorite }}
      view={view}
      uid={uid}
      board={{
        statusStyle: progress.badgeStyleOf,
        card: saCard,
        onMove: handleMove,
        failedMessage: s.updateFailed,
      }}
    >
      <CustomerAddDialog open={adding} onClose={closeAdd}>
        <SaAddForm onClose={closeAdd} lists={lists} />
      </CustomerAddDialog>
      <SaImportDialog open={importing} onClose={() => setImporting(false)} existing={rows} />
    </CustomerTablePage>
  );
}
