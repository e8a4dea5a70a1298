// The customer domain's public API for SA and OB (and the surveys' results page): a table's
// definition and its screen, the add form's parts, columns, history, presence and personal survey
// links. The pure rules are in ./model/index.ts.
export { defineCustomerTable } from './table/define-customer-table';
export { CustomerTableScreen } from './table/customer-table-screen';
export { CustomerPageScreen } from './page/customer-page-screen';
export { DuplicatesScreen } from './duplicates/duplicates-screen';
export { CorporateLookup } from './duplicates/corporate-lookup';
export {
  CustomerAddDialog,
  CustomerAddForm,
  useCustomerForm,
} from './components/customer-add-form';
export { FieldInputs } from './components/field-inputs';
export {
  clientNameExtras,
  deleteColumn,
  fieldColumns,
  progressTint,
  type ColumnLists,
  type OptionLists,
  type ReferenceChoice,
} from './components/customer-columns';
export type { BoardCardContent } from './components/board/board-card';
export { exportCells } from './components/export-view';
export { exportFile } from './components/export-file';
export { CsvPreviewTable } from './components/csv-preview-table';
export { TableImportAction } from './components/table-import-dialog';
export { importRows, importedBeforeFailure } from './data/import-rows';
export { readImportFile } from './data/import-file';
export { csvPreview } from './model/csv-import';
export { subscribeNewestFirst, type SubscribeRows } from './data/subscribe-newest-first';
export {
  customerOfResponse,
  linkValuesOfResponse,
  linkedCustomersOf,
  surveyLinkSource,
  type LinkedCustomers,
} from './data/survey-links';
export { customerTableStrings } from './strings';
export { ActivityDialog } from './contacts/activity-dialog';
export { WeekActivities } from './contacts/week-activities';
