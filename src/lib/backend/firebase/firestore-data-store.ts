import {
  addDoc,
  collection as collectionRef,
  deleteDoc,
  doc,
  FirestoreError,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { DataError, type DataErrorCode } from '../errors';
import type {
  BatchWrite,
  DataStore,
  DocumentData,
  QueryOptions,
  StoredDocument,
  Unsubscribe,
} from '../types';
import { fromFirestoreData, toFirestoreData } from './convert';

const knownCodes: DataErrorCode[] = [
  'not-found',
  'permission-denied',
  'unavailable',
  'invalid-argument',
];

function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  if (error instanceof FirestoreError) {
    const code = knownCodes.find((known) => known === error.code) ?? 'unknown';
    return new DataError(code, error.message, { cause: error });
  }
  return new DataError('unknown', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toDataError(error);
  }
}

function constraints(options: QueryOptions = {}): QueryConstraint[] {
  const list: QueryConstraint[] = (options.where ?? []).map((filter) =>
    where(filter.field, '==', filter.value),
  );
  if (options.orderBy)
    list.push(orderBy(options.orderBy.field, options.orderBy.direction ?? 'asc'));
  if (options.limit !== undefined) list.push(limit(options.limit));
  return list;
}

/** The DataStore interface mapped onto the modular Firestore SDK (thin on purpose). */
export class FirestoreDataStore implements DataStore {
  constructor(private readonly db: Firestore) {}

  get(collection: string, id: string): Promise<StoredDocument | null> {
    return guarded(async () => {
      const snapshot = await getDoc(doc(this.db, collection, id));
      return snapshot.exists()
        ? { id: snapshot.id, data: fromFirestoreData(snapshot.data()) }
        : null;
    });
  }

  query(collection: string, options?: QueryOptions): Promise<StoredDocument[]> {
    return guarded(async () => {
      const snapshot = await getDocs(
        query(collectionRef(this.db, collection), ...constraints(options)),
      );
      return snapshot.docs.map((item) => ({ id: item.id, data: fromFirestoreData(item.data()) }));
    });
  }

  add(collection: string, data: DocumentData): Promise<string> {
    return guarded(
      async () => (await addDoc(collectionRef(this.db, collection), toFirestoreData(data))).id,
    );
  }

  set(
    collection: string,
    id: string,
    data: DocumentData,
    options?: { merge?: boolean },
  ): Promise<void> {
    return guarded(() =>
      setDoc(doc(this.db, collection, id), toFirestoreData(data), {
        merge: options?.merge ?? false,
      }),
    );
  }

  update(collection: string, id: string, data: DocumentData): Promise<void> {
    return guarded(() => updateDoc(doc(this.db, collection, id), toFirestoreData(data)));
  }

  delete(collection: string, id: string): Promise<void> {
    return guarded(() => deleteDoc(doc(this.db, collection, id)));
  }

  batchWrite(writes: readonly BatchWrite[]): Promise<void> {
    return guarded(async () => {
      const batch = writeBatch(this.db);
      for (const write of writes) {
        if (write.kind === 'delete') batch.delete(doc(this.db, write.collection, write.id));
        else if (write.kind === 'update')
          batch.update(doc(this.db, write.collection, write.id), toFirestoreData(write.data));
        else {
          const target = write.id
            ? doc(this.db, write.collection, write.id)
            : doc(collectionRef(this.db, write.collection));
          batch.set(target, toFirestoreData(write.data));
        }
      }
      await batch.commit();
    });
  }

  subscribe(
    collection: string,
    options: QueryOptions,
    onChange: (docs: StoredDocument[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    return onSnapshot(
      query(collectionRef(this.db, collection), ...constraints(options)),
      (snapshot) =>
        onChange(
          snapshot.docs.map((item) => ({
            id: item.id,
            data: fromFirestoreData(item.data({ serverTimestamps: 'estimate' })),
          })),
        ),
      (error) => onError(toDataError(error)),
    );
  }
}
