/**
 * The column every export of a customer table ends with: the row's id. SA's import updates the
 * row a file row names by it first (then by 法人番号), so a file exported, edited in a
 * spreadsheet and imported again changes those same rows, also those without a 法人番号.
 */
export const EXPORT_ID_HEADER = 'ID';
