/**
 * How large a history entry may grow: a value too long for it is kept as its length, a
 * fingerprint and its first characters, and an entry's changes stay under a byte budget.
 * Copied into the functions with history-diff.ts (functions/scripts/copy-shared.mjs).
 */
import type { FieldChange } from './history-diff';

/**
 * The longest value an entry keeps whole, in characters (a list or map: of its JSON text). The
 * rules bound the tables' text fields to the same figure; a longer value (a field older data
 * holds, a script's write) is kept as an `OmittedValue`.
 */
export const HISTORY_VALUE_MAX = 10_000;

/**
 * An entry's changes stay under this many bytes (as UTF-8 JSON): Firestore refuses documents
 * over 1 MiB, and a change carries both values. Past it the largest values are omitted first.
 */
export const HISTORY_CHANGES_BUDGET = 600_000;

/** How much of an omitted text value the entry keeps, to recognise it by. */
const OMITTED_HEAD_LENGTH = 200;

/**
 * A value too large for the history, as the entry keeps it: its length, a fingerprint to tell
 * two such values apart (FNV-1a, not a secret: the value is readable on the row anyway) and its
 * first characters. It cannot be written back by a revert.
 */
export interface OmittedValue {
  omitted: true;
  /** Characters of the text (or of the JSON text of a list or map). */
  length: number;
  /** 'fnv1a32:' and 8 hex digits of the value's text. */
  hash: string;
  head: string;
}

export function isOmittedValue(value: unknown): value is OmittedValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { omitted?: unknown }).omitted === true &&
    typeof (value as { length?: unknown }).length === 'number'
  );
}

function fnv1a32(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function omitted(value: unknown): OmittedValue {
  const text = textOf(value);
  return {
    omitted: true,
    length: text.length,
    hash: `fnv1a32:${fnv1a32(text)}`,
    head: typeof value === 'string' ? text.slice(0, OMITTED_HEAD_LENGTH) : '',
  };
}

const byteSize = (value: unknown) => new TextEncoder().encode(textOf(value)).length;

/**
 * The changes as an entry can hold them: each value over `HISTORY_VALUE_MAX` characters omitted,
 * then, while the whole is over `budget` bytes (`HISTORY_CHANGES_BUDGET`), the largest remaining
 * value too; a budget of 0 omits every value. So a write of any size leaves an entry (the field,
 * who, when, and what the value looked like).
 */
export function boundedChanges(
  changes: readonly FieldChange[],
  budget = HISTORY_CHANGES_BUDGET,
): FieldChange[] {
  const bounded = changes.map((change) => ({
    ...change,
    before:
      change.before !== null && textOf(change.before).length > HISTORY_VALUE_MAX
        ? omitted(change.before)
        : change.before,
    after:
      change.after !== null && textOf(change.after).length > HISTORY_VALUE_MAX
        ? omitted(change.after)
        : change.after,
  }));
  // UTF-8 takes at most 3 bytes per UTF-16 unit: well under the budget, nothing to measure.
  if (textOf(bounded).length * 3 <= budget) return bounded;
  const sizes = bounded.flatMap((change, index) =>
    (['before', 'after'] as const).map((side) => ({ index, side, bytes: byteSize(change[side]) })),
  );
  let total = byteSize(bounded);
  for (const largest of sizes.sort((a, b) => b.bytes - a.bytes)) {
    if (total <= budget) break;
    const change = bounded[largest.index];
    if (!change || change[largest.side] === null || isOmittedValue(change[largest.side])) continue;
    const shortened = omitted(change[largest.side]);
    total -= largest.bytes - byteSize(shortened);
    change[largest.side] = shortened;
  }
  return bounded;
}
