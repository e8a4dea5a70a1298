import type { ComponentType } from 'react';
import { OB_LIST } from '@/contracts/collections';
import {
  CustomerPageScreen,
  CustomerTableScreen,
  DuplicatesScreen,
  defineCustomerTable,
} from '@/features/customers';
import { nextPlannedDelivery, PROGRESS_FILTER_STORAGE_KEY } from '@/features/customers/model';
import { deleteObCustomer, obSurveyLinks, updateObFields } from '../data/ob-customers';
import { obList } from '../hooks/use-ob-list';
import { EMPTY_OB_FILTERS, filterObCustomers } from '../model/filter-ob';
import { OB_FIELDS } from '../model/ob-fields';
import { sortObCustomers } from '../model/sort-ob';
import { PRODUCT_CATEGORIES, type ObCustomer } from '../model/types';
import { obStrings as s } from '../strings';
import { ObAddForm } from './ob-add-dialog';
import { obCard } from './ob-card';
import { buildObColumns } from './ob-columns';

/**
 * What an OB update writes besides its fields: a new survey response date moves the planned
 * delivery date by the table's rule, unless the same update sets that date itself.
 */
function withPlannedDelivery(fields: Record<string, string>, row: ObCustomer | undefined) {
  const surveyDate = fields.surveyResponseDate;
  if (surveyDate === undefined || 'plannedDeliveryDate' in fields || !row) return fields;
  const planned = nextPlannedDelivery(row, surveyDate);
  return planned !== row.plannedDeliveryDate ? { ...fields, plannedDeliveryDate: planned } : fields;
}

/** The OB customer task list (spec section 4), described once. */
export const obTable = defineCustomerTable({
  table: OB_LIST,
  name: 'OB',
  strings: {
    title: s.title,
    gridLabel: s.gridLabel,
    searchLabel: s.searchLabel,
    saveFailed: s.saveFailed,
    moveFailed: s.progressSaveFailed,
    deleteConfirm: s.deleteConfirm,
    deleteFailed: s.deleteFailed,
  },
  list: obList,
  fields: OB_FIELDS,
  lists: { progress: 'customerProgress', assignee: 'obAssignee' },
  listsWithRowValues: true,
  columns: buildObColumns,
  filters: {
    empty: EMPTY_OB_FILTERS,
    filter: filterObCustomers,
    selects: (assignees) => [
      {
        key: 'productCategory',
        label: s.categoryFilter,
        allLabel: s.categoryAll,
        choices: PRODUCT_CATEGORIES,
      },
      { key: 'assignee', label: s.assigneeFilter, allLabel: s.assigneeAll, choices: assignees },
    ],
    fixed: { productCategory: PRODUCT_CATEGORIES },
    rememberProgressAs: PROGRESS_FILTER_STORAGE_KEY,
  },
  sort: sortObCustomers,
  writes: {
    update: updateObFields,
    remove: deleteObCustomer,
    derive: withPlannedDelivery,
    // Held from the delete question until the delete has ended (spec section 4).
    holdWhileAsking: true,
  },
  card: obCard,
  reminders: { field: 'plannedDeliveryDate', timing: 'before', days: 1 },
  surveyLinks: obSurveyLinks,
  AddForm: ObAddForm,
});

/** /ob: the live OB customer task list on the shared editable grid. */
export function ObPage() {
  return <CustomerTableScreen definition={obTable} />;
}

/** /ob/{rowId}: one OB customer's page (顧客詳細), with what other areas show there. */
export function ObRowPage({ Sections }: { Sections?: ComponentType<{ rowId: string }> }) {
  return <CustomerPageScreen definition={obTable} Sections={Sections} />;
}

/** /ob/duplicates: the OB rows that may be one company (重複の候補), to merge or dismiss. */
export function ObDuplicatesPage() {
  return <DuplicatesScreen definition={obTable} />;
}
