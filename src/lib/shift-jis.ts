import Encoding from 'encoding-japanese';

/**
 * Text as Shift_JIS (Windows-31J / CP932, what Japanese Excel and many older systems read), with
 * encoding-japanese: browsers decode Shift_JIS but cannot encode it. Loaded only by the export
 * that needs it.
 */

/** A character CP932 cannot hold (𠮷, emoji, …), and where it is. */
export interface Unmappable {
  char: string;
  row: number;
}

const REPLACEMENT = '?';
const mappable = new Map<string, boolean>();

function canEncode(char: string): boolean {
  let known = mappable.get(char);
  if (known === undefined) {
    const bytes = Encoding.convert(Encoding.stringToCode(char), { to: 'SJIS', from: 'UNICODE' });
    // The encoder writes '?' for what it cannot map.
    known = char === REPLACEMENT || !(bytes.length === 1 && bytes[0] === 0x3f);
    mappable.set(char, known);
  }
  return known;
}

/** Every character of the rows that CP932 cannot hold, by row (0-based, the header is row 0). */
export function findUnmappable(rows: readonly (readonly string[])[]): Unmappable[] {
  const found: Unmappable[] = [];
  rows.forEach((row, index) => {
    for (const cell of row)
      for (const char of cell)
        if (char > '\u007f' && !canEncode(char)) found.push({ char, row: index });
  });
  return found;
}

/** The text in CP932; characters it cannot hold become '?'. */
export function encodeShiftJis(text: string): Uint8Array {
  return Uint8Array.from(
    Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }),
  );
}
