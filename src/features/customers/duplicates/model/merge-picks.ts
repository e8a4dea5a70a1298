import type { MergePick, MergeRequest } from '@/contracts/customer-merge';
import type { CustomerTable } from '@/contracts/collections';

/** Which of the pair a field's value comes from on the merge screen. */
export type Side = 'a' | 'b';

type Row = { id: string; createdAt?: Date | null };

const valueOf = (row: Row, field: string) => (row as unknown as Record<string, unknown>)[field];

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const time = (row: Row) => row.createdAt?.getTime() ?? 0;

/**
 * The merge screen's first choice per field: the value that is not empty, and when both are
 * filled, the newer row's (the one added later: its values were typed more recently).
 */
export function defaultPicks<R extends Row>(
  a: R,
  b: R,
  fields: readonly string[],
): Record<string, Side> {
  const newer: Side = time(b) > time(a) ? 'b' : 'a';
  return Object.fromEntries(
    fields.map((field): [string, Side] => {
      if (isBlank(valueOf(a, field))) return [field, isBlank(valueOf(b, field)) ? newer : 'b'];
      if (isBlank(valueOf(b, field))) return [field, 'a'];
      return [field, newer];
    }),
  );
}

/** The row kept by default: the older one (links, bookmarks and exports know its id longest). */
export const defaultKept = (a: Row, b: Row): Side => (time(b) < time(a) ? 'b' : 'a');

/** The callable's request for the screen's choices. */
export function mergeRequestOf(input: {
  table: CustomerTable;
  a: Row;
  b: Row;
  kept: Side;
  picks: Readonly<Record<string, Side>>;
  fields: readonly string[];
}): MergeRequest {
  const [kept, merged] = input.kept === 'a' ? [input.a, input.b] : [input.b, input.a];
  const seen = (row: Row) =>
    Object.fromEntries(input.fields.map((field) => [field, valueOf(row, field)]));
  return {
    table: input.table,
    keptId: kept.id,
    mergedId: merged.id,
    picks: Object.fromEntries(
      input.fields.map((field): [string, MergePick] => [
        field,
        input.picks[field] === input.kept ? 'kept' : 'merged',
      ]),
    ),
    seen: { kept: seen(kept), merged: seen(merged) },
  };
}
