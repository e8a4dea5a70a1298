import type { ComponentType } from 'react';
import { SA_LIST } from '@/contracts/collections';
import {
  CustomerPageScreen,
  CustomerTableScreen,
  DuplicatesScreen,
  defineCustomerTable,
} from '@/features/customers';
import { rowSorter } from '@/features/customers/model';
import { notify } from '@/components/ui/toast';
import {
  deleteSaCustomer,
  saSurveyLinks,
  setSaFavorite,
  updateSaFields,
} from '../data/sa-customers';
import { saList } from '../hooks/use-sa-list';
import { EMPTY_SA_FILTERS, filterSaCustomers } from '../model/filter-sa';
import { SA_FIELDS } from '../model/sa-fields';
import { PRIORITIES, type SaCustomer } from '../model/types';
import { saStrings as s } from '../strings';
import { SaAddForm } from './sa-add-dialog';
import { saCard } from './sa-card';
import { buildSaColumns } from './sa-columns';
import { SaImportAction } from './sa-import-dialog';

/** The SA customer table (spec section 7), described once; the screen is the customers' own. */
export const saTable = defineCustomerTable({
  table: SA_LIST,
  name: 'SA',
  strings: {
    title: s.title,
    gridLabel: s.gridLabel,
    searchLabel: s.searchLabel,
    saveFailed: s.updateFailed,
    moveFailed: s.updateFailed,
    deleteConfirm: s.deleteConfirm,
    deleteFailed: s.deleteFailed,
  },
  list: saList,
  fields: SA_FIELDS,
  lists: { progress: 'saCustomerProgress', assignee: 'saAssignee' },
  columns: buildSaColumns,
  filters: {
    empty: EMPTY_SA_FILTERS,
    filter: filterSaCustomers,
    selects: (assignees) => [
      { key: 'priority', label: s.priorityFilter, allLabel: s.priorityAll, choices: PRIORITIES },
      { key: 'assignee', label: s.assigneeFilter, allLabel: s.assigneeAll, choices: assignees },
      {
        key: 'corporateNumber',
        label: s.corporateNumberFilter,
        allLabel: s.corporateNumberAll,
        choices: [s.corporateNumberFlagged],
      },
    ],
    fixed: { priority: PRIORITIES, corporateNumber: [s.corporateNumberFlagged] },
  },
  sort: rowSorter<SaCustomer>(),
  writes: { update: updateSaFields, remove: deleteSaCustomer },
  card: () => saCard,
  rowParts: {
    className: (row: SaCustomer) => (row.isFavorite ? 'bg-red-50 hover:bg-red-100' : undefined),
    onToggle: (row: SaCustomer) => {
      setSaFavorite(row.id, !row.isFavorite).catch((error: unknown) => {
        console.error('sa_list: favourite failed', error);
        notify.error(s.updateFailed);
      });
    },
  },
  extraFieldLabels: { isFavorite: s.colFavorite },
  reminders: { field: 'lastContactDate', timing: 'after', days: 30 },
  surveyLinks: saSurveyLinks,
  AddForm: SaAddForm,
  Actions: SaImportAction,
});

/** /sa: the live, spreadsheet-like SA customer table. */
export function SaPage() {
  return <CustomerTableScreen definition={saTable} />;
}

/**
 * /sa/{rowId}: one SA customer's page (顧客詳細). `Sections`: what other areas show there (the
 * app puts the customer's 案件 in, so SA does not depend on the deals).
 */
export function SaRowPage({ Sections }: { Sections?: ComponentType<{ rowId: string }> }) {
  return <CustomerPageScreen definition={saTable} Sections={Sections} />;
}

/** /sa/duplicates: the SA rows that may be one company (重複の候補), to merge or dismiss. */
export function SaDuplicatesPage() {
  return <DuplicatesScreen definition={saTable} />;
}
