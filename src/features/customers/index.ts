// The customer domain's public API for SA and OB (and the surveys' results page): a table's
// definition and its screen, the add form's parts, columns, history, presence and personal survey
// links. The pure rules are in ./model/index.ts.
export { defineCustomerTable } from './table/define-customer-table';
export { CustomerTableScreen } from './table/components/customer-table-screen';
export { CustomerPageScreen } from './page/components/customer-page-screen';
export { DuplicatesScreen } from './merge/components/duplicates-screen';
export { CorporateLookup } from './duplicates/components/corporate-lookup';
export {
  CustomerAddDialog,
  CustomerAddForm,
  useCustomerForm,
} from './table/components/customer-add-form';
export { FieldInputs } from './shared/components/field-inputs';
export {
  clientNameExtras,
  deleteColumn,
  fieldColumns,
  progressTint,
  type ColumnLists,
  type OptionLists,
  type ReferenceChoice,
} from './shared/components/customer-columns';
export type { BoardCardContent } from './board/components/board-card';
export { exportCells } from './import-export/components/export-view';
export { exportFile } from './import-export/components/export-file';
export { ImportFileInput, ImportFooter } from './import-export/components/import-parts';
export { CsvPreviewTable } from './import-export/components/csv-preview-table';
export { TableImportAction } from './import-export/components/table-import-dialog';
export { importRows, importedBeforeFailure } from './import-export/data/import-rows';
export { readImportFile } from './import-export/data/import-file';
export { csvPreview } from './shared/model/csv-import';
export { subscribeNewestFirst, type SubscribeRows } from './shared/data/subscribe-newest-first';
export {
  customerOfResponse,
  linkValuesOfResponse,
  linkedCustomersOf,
  surveyLinkSource,
  type LinkedCustomers,
} from './survey-links/data/survey-links';
export { customerTableStrings } from './strings';
export { ActivityDialog } from './contacts/components/activity-dialog';
export { MyActivities } from './contacts/components/my-activities';
