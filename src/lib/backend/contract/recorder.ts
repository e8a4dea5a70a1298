import type { DataStore, QueryOptions, SnapshotChanges, StoredDocument } from '../types';

export interface Delivery {
  docs: StoredDocument[];
  changes: SnapshotChanges;
}

/**
 * How long a contract test waits for a live delivery before failing. The Firestore emulator
 * (a JVM on two cores shared with the whole suite) once took over 10 s to confirm a write in
 * CI; a passing test waits only as long as the delivery takes.
 */
const WAIT_MS = 20_000;

/**
 * Records every delivery of a live query and waits for one that satisfies a condition, so
 * tests do not depend on how an adapter splits its deliveries (Firestore sends one with
 * pending writes and another once the server confirms).
 */
export function recordQuery(store: DataStore, collection: string, options: QueryOptions = {}) {
  const deliveries: Delivery[] = [];
  const errors: Error[] = [];
  let wake: (() => void) | null = null;
  const stop = store.subscribe(
    collection,
    options,
    (docs, changes) => {
      deliveries.push({ docs, changes });
      wake?.();
    },
    (error) => {
      errors.push(error);
      wake?.();
    },
  );
  /** The first delivery from index `from` on that satisfies `accept`. */
  const next = async (accept: (delivery: Delivery) => boolean, from = 0): Promise<Delivery> => {
    const deadline = Date.now() + WAIT_MS;
    for (let index = from; ;) {
      for (; index < deliveries.length; index += 1) {
        if (accept(deliveries[index]!)) return deliveries[index]!;
      }
      if (errors.length > 0) throw errors[0]!;
      if (Date.now() > deadline) {
        throw new Error(`no matching delivery within ${WAIT_MS} ms (${deliveries.length} seen)`);
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  };
  return { deliveries, errors, next, stop };
}

/** Records a live document. */
export function recordDoc(store: DataStore, collection: string, id: string) {
  const deliveries: (StoredDocument | null)[] = [];
  const stop = store.subscribeDoc(
    collection,
    id,
    (doc) => deliveries.push(doc),
    (error) => {
      throw error;
    },
  );
  const next = async (accept: (doc: StoredDocument | null) => boolean, from = 0) => {
    const deadline = Date.now() + WAIT_MS;
    for (let index = from; ;) {
      for (; index < deliveries.length; index += 1) {
        if (accept(deliveries[index]!)) return index;
      }
      if (Date.now() > deadline) throw new Error(`no matching document within ${WAIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { deliveries, next, stop };
}

export const idsOf = (docs: readonly StoredDocument[]) => docs.map((doc) => doc.id);
