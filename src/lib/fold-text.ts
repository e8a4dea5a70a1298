const ASCII = /^[\x20-\x7e]*$/;

/**
 * Text as typed or pasted, folded for reading (NFKC: full-width digits and letters to ASCII)
 * and trimmed. Printable ASCII is already folded, so it skips the normalisation, which is slow
 * enough to matter when 10,000 rows are read.
 */
export function foldText(value: string): string {
  return (ASCII.test(value) ? value : value.normalize('NFKC')).trim();
}
