// The customer domain's pure public API (no React, no backend): the field tables' helpers, the
// filters, the corporate number, planned delivery and what a survey answer writes on its row.
// Other features import these from here (their model/ stays pure, and the public survey page's
// bundle gets only what it uses); everything else of the domain is in ../index.ts.
export { isOverdue } from './board';
export { corporateNumberProblem, normaliseCorporateNumber } from './corporate-number';
export {
  csvFields,
  csvHeaders,
  formFields,
  searchKeys,
  tableWidth,
  type CustomerField,
} from './customer-field';
export { EXPORT_ID_HEADER } from './export-id';
export { schemaMismatches } from './follows-schema';
export { fieldsFromSchema } from './schema-fields';
export { parseNumber, shownNumber } from './number-value';
export { csvPreview, parseCsv } from './csv-import';
export { nextPlannedDelivery, withPlannedDelivery } from './planned-delivery';
export { rowFiltering } from './row-filters';
export { DEFAULT_SORT, rowSorter, toggleSort } from './sort-rows';
export { cachedByData, storedText, type DocumentData } from './stored-fields';
export { storedFieldsOf } from './stored-row';
export { withLinkToken } from './survey-answer';
export { landOnCustomer } from './answer-landing';
export {
  matchesPreset,
  parseRowPreset,
  presetQuery,
  type PresetDate,
  type PresetRow,
  type RowPreset,
} from './row-preset';
export { reminderSendExpiry, reminderSendRecord, runDueReminders } from './reminders/reminder-run';
export { parseReminderRules } from './reminders/reminder-schedule';
export { PROGRESS_FILTER_STORAGE_KEY } from './progress-memory';
export { duplicateIndex, duplicateReasonText, type DuplicateReason } from './duplicates/candidates';
export { duplicateSourceOf } from './duplicates/duplicate-source';
