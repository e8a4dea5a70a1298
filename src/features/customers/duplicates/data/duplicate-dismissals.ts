import {
  DUPLICATE_DISMISSALS,
  duplicateDismissalId,
  type CustomerTable,
} from '@/contracts/collections';
import { backend, serverTimestamp, type Unsubscribe } from '@/lib/backend';
import { pairKey } from '../model/candidates';

/** The table's pairs marked 「重複ではない」, by `pairKey`, live. */
export function subscribeDismissedPairs(
  table: CustomerTable,
  onChange: (pairs: ReadonlySet<string>) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    DUPLICATE_DISMISSALS,
    { where: [{ field: 'table', value: table }] },
    (docs) =>
      onChange(
        new Set(
          docs.flatMap(({ data }) =>
            typeof data.a === 'string' && typeof data.b === 'string'
              ? [pairKey(data.a, data.b)]
              : [],
          ),
        ),
      ),
    onError,
  );
}

/** 「重複ではない」: the pair is left out of 重複の候補 from now on, for the whole team. */
export function dismissPair(
  table: CustomerTable,
  first: string,
  second: string,
  uid: string,
): Promise<void> {
  const [a, b] = first < second ? [first, second] : [second, first];
  return backend().data.set(DUPLICATE_DISMISSALS, duplicateDismissalId(table, a, b), {
    table,
    a,
    b,
    by: uid,
    at: serverTimestamp(),
  });
}

/** Takes a 「重複ではない」 back (the toast's 元に戻す). */
export function restorePair(table: CustomerTable, a: string, b: string): Promise<void> {
  return backend().data.delete(DUPLICATE_DISMISSALS, duplicateDismissalId(table, a, b));
}
