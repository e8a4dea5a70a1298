// The customer domain's public API for SA and OB (and the surveys' results page): the table page
// and its parts, live rows, history, presence, saving cells and personal survey links. The pure
// rules are in ./model/index.ts.
export { AddButton } from './components/add-button';
export { CustomerTablePage } from './components/customer-table-page';
export { RemindersButton } from './components/reminders/reminders-dialog';
export {
  CustomerAddDialog,
  CustomerAddForm,
  FieldInputs,
  useCustomerForm,
} from './components/customer-add-form';
export {
  clientNameExtras,
  deleteColumn,
  fieldColumns,
  progressTint,
  type ColumnLists,
  type OptionLists,
} from './components/customer-columns';
export type { BoardCardContent } from './components/board/board-card';
export { exportCells } from './components/export-view';
export { exportFile } from './components/export-file';
export { historySource } from './data/history-store';
export { presenceChannel } from './data/presence-store';
export { saveCells } from './data/save-cells';
export { subscribeNewestFirst, type SubscribeRows } from './data/subscribe-newest-first';
export {
  customerOfResponse,
  linkedCustomersOf,
  surveyLinkSource,
  type LinkedCustomers,
} from './data/survey-links';
export { useChoices, useColumns, useFilteredRows, useLiveRows } from './hooks/use-customer-rows';
export { useRowOrder, useSortedRows, useTableView, useViewChoices } from './hooks/use-table-view';
export { customerTableStrings } from './strings';
