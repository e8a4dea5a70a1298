import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { DEAL_LIST } from '@/contracts/collections';
import { buttonClass } from '@/components/ui/button';
import {
  CustomerPageScreen,
  CustomerTableScreen,
  defineCustomerTable,
  type OptionLists,
} from '@/features/customers';
import { paths } from '@/lib/paths';
import { dealSurveyLinks, deleteDeal, updateDealFields } from '../data/deals';
import { useDealReferences } from '../hooks/use-customer-choices';
import { dealList } from '../hooks/use-deal-list';
import { DEAL_FIELDS, type Deal } from '../model/deal-fields';
import { EMPTY_DEAL_FILTERS, filterDeals, sortDeals } from '../model/filter-deals';
import { dealStrings as s } from '../strings';
import { DealAddForm } from './deal-add-dialog';
import { DealImportAction } from './deal-import-action';
import { dealCard } from './deal-card';
import { buildDealColumns } from './deal-columns';
import { DealLaneSummary } from './lane-summary';

/** The toolbar's link to the ヨミ表, and the CSV import. */
function Actions({ rows, live }: { rows: readonly Deal[]; live: boolean }) {
  return (
    <>
      <Link to={paths.dealForecast} className={buttonClass('secondary')}>
        {s.forecastLink}
      </Link>
      <DealImportAction rows={rows} live={live} />
    </>
  );
}

/** The table's add form (a deal for no customer yet). */
function AddForm(props: { onClose: () => void; lists: OptionLists }) {
  return <DealAddForm {...props} />;
}

/** 案件: the deals, on the same grid, board, history and reminders as the customer tables. */
export const dealTable = defineCustomerTable({
  table: DEAL_LIST,
  name: '案件',
  strings: {
    title: s.title,
    gridLabel: s.gridLabel,
    searchLabel: s.searchLabel,
    saveFailed: s.saveFailed,
    moveFailed: s.moveFailed,
    deleteConfirm: s.deleteConfirm,
    deleteFailed: s.deleteFailed,
    addTitle: s.addTitle,
  },
  list: dealList,
  fields: DEAL_FIELDS,
  lists: { progress: 'dealStage', assignee: 'saAssignee' },
  columns: buildDealColumns,
  filters: {
    empty: EMPTY_DEAL_FILTERS,
    filter: filterDeals,
    selects: (assignees) => [
      { key: 'assignee', label: s.assigneeFilter, allLabel: s.assigneeAll, choices: assignees },
    ],
    fixed: {},
  },
  sort: sortDeals,
  writes: { update: updateDealFields, remove: deleteDeal },
  card: dealCard,
  reminders: { field: 'closeDate', timing: 'before', days: 7 },
  surveyLinks: dealSurveyLinks,
  AddForm,
  Actions,
  useReferences: useDealReferences,
  LaneSummary: DealLaneSummary,
});

/** /deals: the live deals on the shared editable grid (and ?layout=board: by ステージ). */
export function DealsPage() {
  return <CustomerTableScreen definition={dealTable} />;
}

/** /deals/{rowId}: one deal's page; its 顧客 field links back to the customer. */
export function DealRowPage({ Sections }: { Sections?: ComponentType<{ rowId: string }> }) {
  return <CustomerPageScreen definition={dealTable} Sections={Sections} />;
}
