/**
 * Characters that make Excel, LibreOffice or Google Sheets read a cell as a formula (or a DDE
 * command), half-width and full-width: Excel also starts a formula at ＝ ＋ － ＠. Also the
 * minus sign − (U+2212) and the small ﹢ ﹣ ﹦: Shift_JIS has no room for them, and the export's
 * encoder writes − as －, a formula start.
 */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠\u2212\uFE62\uFE63\uFE66]/;
/**
 * What may stand before a formula and still let a spreadsheet (or a tool that trims cells
 * before it) run it: white space, the ideographic space, zero-width characters and a BOM.
 */
const INVISIBLE_LEAD = /^[\s\u3000\u200B-\u200D\u2060\uFEFF]+/;
/** A plain number such as `-5`, `+3.2` or `-1e3`: harmless, and a leading ' would break it. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Text from strangers going into a spreadsheet file: a cell that would run as a formula, also
 * behind invisible leading characters, gets a leading `'`, which spreadsheets show as text and
 * drop from the displayed value (OWASP "CSV injection"). Plain numbers stay numbers.
 */
/**
 * The inverse of `neutraliseCell`, for text that comes back into the app (the grid's own copied
 * cells pasted again): a leading `'` that `neutraliseCell` would have added is dropped; any other
 * text is kept as it is.
 */
export function restoreNeutralised(cell: string): string {
  if (!cell.startsWith("'")) return cell;
  const original = cell.slice(1);
  return neutraliseCell(original) === cell ? original : cell;
}

export function neutraliseCell(cell: string): string {
  const visible = cell.replace(INVISIBLE_LEAD, '');
  const formulaAfterLead = visible !== cell && FORMULA_START.test(visible);
  if (!formulaAfterLead && !FORMULA_START.test(cell)) return cell;
  if (PLAIN_NUMBER.test(visible) && Number.isFinite(Number(visible))) return cell;
  return `'${cell}`;
}
