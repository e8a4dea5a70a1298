// The customer domain's pure public API (no React, no backend): the field tables' helpers, the
// filters, the corporate number, planned delivery and what a survey answer writes on its row.
// Other features import these from here (their model/ stays pure, and the public survey page's
// bundle gets only what it uses); everything else of the domain is in ../index.ts.
export { isOverdue } from '../board/model/board';
export { corporateNumberProblem, normaliseCorporateNumber } from '../shared/model/corporate-number';
export {
  csvFields,
  csvHeaders,
  formFields,
  searchKeys,
  tableWidth,
  type CustomerField,
} from '../shared/model/customer-field';
export { EXPORT_ID_HEADER } from '../shared/model/export-id';
export { schemaMismatches } from '../shared/model/follows-schema';
export { fieldsFromSchema } from '../shared/model/schema-fields';
export { parseNumber, shownNumber } from '../shared/model/number-value';
export { csvPreview, parseCsv } from '../shared/model/csv-import';
export { nextPlannedDelivery, withPlannedDelivery } from '../shared/model/planned-delivery';
export { rowFiltering } from '../table/model/row-filters';
export { DEFAULT_SORT, rowSorter, toggleSort } from '../shared/model/sort-rows';
export { cachedByData, storedText, type DocumentData } from '../shared/model/stored-fields';
export { storedFieldsOf } from '../shared/model/stored-row';
export { linkedName, withLinkToken } from '../survey-links/model/survey-answer';
export { landOnCustomer } from '../survey-links/model/answer-landing';
export {
  matchesPreset,
  parseRowPreset,
  presetQuery,
  type PresetDate,
  type PresetRow,
  type RowPreset,
} from '../table/model/row-preset';
export {
  reminderSendExpiry,
  reminderSendRecord,
  runDueReminders,
} from '../reminders/model/reminder-run';
export { parseReminderRules } from '../reminders/model/reminder-schedule';
export { PROGRESS_FILTER_STORAGE_KEY } from '../table/model/progress-memory';
export {
  duplicateIndex,
  duplicateReasonText,
  type DuplicateReason,
} from '../duplicates/model/candidates';
export { duplicateSourceOf } from '../duplicates/model/duplicate-source';
