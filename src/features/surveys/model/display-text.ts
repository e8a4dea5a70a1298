/**
 * An answer as a screen shows it: at most `max` characters, and its full length. A response may
 * hold ~1 MiB of text; drawing all of it in a list or a dialog would stall the page (the CSV keeps
 * it whole). Only the shown part is split into characters, so a long answer costs no more than a
 * short one; `total` counts UTF-16 units, as a character for Japanese text.
 */
export function clipForDisplay(text: string, max: number): { shown: string; total: number } {
  if (text.length <= max) return { shown: text, total: text.length };
  return { shown: [...text.slice(0, max * 2)].slice(0, max).join(''), total: text.length };
}
