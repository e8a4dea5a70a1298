import { MERGED_INTO_FIELD } from '@/contracts/customer-merge';
import { backend, type DocumentData, type Unsubscribe } from '@/lib/backend';

/** A feature's live list: rows on every delivery, or the error that ended it. */
export type SubscribeRows<Row> = (
  onChange: (rows: Row[]) => void,
  onError: (error: Error) => void,
) => Unsubscribe;

/**
 * A live customer collection, newest first (createdAt descending, spec part 2, section 7), each
 * document parsed into a row. With a parser cached by `data` object (`cachedByData`), unchanged
 * documents keep their row objects, so only changed rows re-render. A row merged into another
 * (名寄せ: `mergedInto`) is no row of the table any more.
 */
export function subscribeNewestFirst<Row>(
  collection: string,
  parse: (id: string, data: DocumentData) => Row,
  onChange: (rows: Row[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    collection,
    { orderBy: { field: 'createdAt', direction: 'desc' } },
    (docs) =>
      onChange(
        docs.flatMap((doc) => (doc.data[MERGED_INTO_FIELD] ? [] : [parse(doc.id, doc.data)])),
      ),
    onError,
  );
}
