import {
  clearIndexedDbPersistence,
  collection as collectionRef,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  runTransaction,
  setDoc,
  terminate,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { DataError } from '../errors';
import { toDataError } from './error-codes';
import type {
  AddOptions,
  BatchWrite,
  DataStore,
  DocumentData,
  QueryOptions,
  SnapshotChanges,
  StoredDocument,
  Transaction,
  Unsubscribe,
} from '../types';
import { MAX_BATCH_WRITES, tooManyWrites } from '../write-in-chunks';
import { toFirestoreData } from './convert';
import { constraints, snapshotDeliveries, toStored } from './firestore-query';

/** How often sign-out tries to clear the cache while other tabs still hold it. */
const CLEAR_ATTEMPTS = 5;

/**
 * Fields added to every create and update of a collection (null: nothing for it). The Firebase
 * backend stamps customer rows with their writer this way (firebase-backend.ts).
 */
export type WriteStamp = (collection: string) => DocumentData | null;

/** The DataStore interface mapped onto the modular Firestore SDK (thin on purpose). */
export class FirestoreDataStore implements DataStore {
  private ready: Promise<void> = Promise.resolve();
  private clearing = false;

  /**
   * `reopen` makes a fresh Firestore instance after the cache was cleared (a terminated
   * instance cannot be used again); without it `clearLocalCache` is not available.
   */
  constructor(
    private db: Firestore,
    private readonly reopen?: () => Firestore,
    private readonly stamp: WriteStamp = () => null,
  ) {}

  /** The data as Firestore takes it, with the collection's stamp (if any) added. */
  private written(collection: string, data: DocumentData): DocumentData {
    const stamp = this.stamp(collection);
    return toFirestoreData(stamp ? { ...data, ...stamp } : data);
  }

  private async guarded<T>(work: (db: Firestore) => Promise<T>): Promise<T> {
    await this.ready;
    try {
      return await work(this.db);
    } catch (error) {
      throw toDataError(error);
    }
  }

  get(collection: string, id: string): Promise<StoredDocument | null> {
    return this.guarded(async (db) => {
      const snapshot = await getDoc(doc(db, collection, id));
      return snapshot.exists() ? toStored(snapshot) : null;
    });
  }

  query(collection: string, options?: QueryOptions): Promise<StoredDocument[]> {
    return this.guarded(async (db) => {
      const snapshot = await getDocs(query(collectionRef(db, collection), ...constraints(options)));
      return snapshot.docs.map(toStored);
    });
  }

  /** One batch either way (as the public adapter): the document and what goes beside it. */
  add(collection: string, data: DocumentData, options?: AddOptions): Promise<string> {
    return this.guarded(async (db) => {
      const target = doc(collectionRef(db, collection));
      const batch = writeBatch(db);
      batch.set(target, this.written(collection, data));
      for (const write of options?.alongside?.(target.id) ?? [])
        batch.set(doc(db, write.collection, write.id), this.written(write.collection, write.data), {
          merge: write.merge ?? false,
        });
      await batch.commit();
      return target.id;
    });
  }

  set(
    collection: string,
    id: string,
    data: DocumentData,
    options?: { merge?: boolean },
  ): Promise<void> {
    return this.guarded((db) =>
      setDoc(doc(db, collection, id), this.written(collection, data), {
        merge: options?.merge ?? false,
      }),
    );
  }

  update(collection: string, id: string, data: DocumentData): Promise<void> {
    return this.guarded((db) => updateDoc(doc(db, collection, id), this.written(collection, data)));
  }

  delete(collection: string, id: string): Promise<void> {
    return this.guarded((db) => deleteDoc(doc(db, collection, id)));
  }

  batchWrite(writes: readonly BatchWrite[]): Promise<void> {
    if (writes.length > MAX_BATCH_WRITES) {
      return Promise.reject(tooManyWrites(writes.length));
    }
    return this.guarded(async (db) => {
      const batch = writeBatch(db);
      for (const write of writes) {
        if (write.kind === 'delete') batch.delete(doc(db, write.collection, write.id));
        else if (write.kind === 'update')
          batch.update(
            doc(db, write.collection, write.id),
            this.written(write.collection, write.data),
          );
        else {
          const target = write.id
            ? doc(db, write.collection, write.id)
            : doc(collectionRef(db, write.collection));
          batch.set(target, this.written(write.collection, write.data));
        }
      }
      await batch.commit();
    });
  }

  async runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    // An error thrown by `fn` itself reaches the caller unchanged, as in the local adapter.
    let thrownByFn: { error: unknown } | null = null;
    const sdkCall = (call: () => void) => {
      try {
        call();
      } catch (error) {
        throw toDataError(error);
      }
    };
    try {
      return await this.guarded((db) =>
        runTransaction(db, async (t) => {
          const tx: Transaction = {
            get: async (collection, id) => {
              try {
                const snapshot = await t.get(doc(db, collection, id));
                return snapshot.exists() ? toStored(snapshot) : null;
              } catch (error) {
                throw toDataError(error);
              }
            },
            set: (collection, id, data, options) =>
              sdkCall(() =>
                t.set(doc(db, collection, id), this.written(collection, data), {
                  merge: options?.merge ?? false,
                }),
              ),
            update: (collection, id, data) =>
              sdkCall(() => t.update(doc(db, collection, id), this.written(collection, data))),
            delete: (collection, id) => sdkCall(() => t.delete(doc(db, collection, id))),
          };
          thrownByFn = null;
          try {
            return await fn(tx);
          } catch (error) {
            thrownByFn = { error };
            throw error;
          }
        }),
      );
    } catch (error) {
      const own = thrownByFn as { error: unknown } | null;
      if (own && error instanceof DataError && error.cause === own.error) throw own.error;
      throw error;
    }
  }

  subscribe(
    collection: string,
    options: QueryOptions,
    onChange: (docs: StoredDocument[], changes: SnapshotChanges) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    return this.whenReady((db) =>
      onSnapshot(
        query(collectionRef(db, collection), ...constraints(options)),
        // Metadata changes too, so `hasPendingWrites` turns false when the server confirms.
        { includeMetadataChanges: true },
        snapshotDeliveries(onChange),
        (error) => onError(toDataError(error)),
      ),
    );
  }

  subscribeDoc(
    collection: string,
    id: string,
    onChange: (doc: StoredDocument | null) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    return this.whenReady((db) =>
      onSnapshot(
        doc(db, collection, id),
        (snapshot) => onChange(snapshot.exists() ? toStored(snapshot) : null),
        (error) => onError(toDataError(error)),
      ),
    );
  }

  /**
   * Empties the persistent cache (sign-out on a shared PC). Firestore clears it only on a
   * terminated instance, so this terminates the current one, clears, and opens a new one;
   * listeners of the old instance end. While another tab still holds the cache the clear
   * fails with failed-precondition: it retries, and the last tab to sign out clears it.
   */
  async clearLocalCache(): Promise<void> {
    const reopen = this.reopen;
    if (!reopen) return;
    const work = (async () => {
      await this.ready;
      const old = this.db;
      await terminate(old);
      let lastError: unknown = null;
      for (let attempt = 0; attempt < CLEAR_ATTEMPTS; attempt += 1) {
        try {
          await clearIndexedDbPersistence(old);
          lastError = null;
          break;
        } catch (error) {
          lastError = error;
          await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
        }
      }
      this.db = reopen();
      if (lastError) throw toDataError(lastError);
    })();
    this.clearing = true;
    this.ready = work.catch(() => undefined).finally(() => (this.clearing = false));
    await work;
  }

  /** Starts a listener now, or once a cache clear in progress has finished. */
  private whenReady(start: (db: Firestore) => Unsubscribe): Unsubscribe {
    if (!this.clearing) return start(this.db);
    let stop: Unsubscribe | null = null;
    let cancelled = false;
    let started = false;
    const begin = () => {
      if (cancelled || started) return;
      started = true;
      stop = start(this.db);
    };
    this.ready.then(begin, begin);
    return () => {
      cancelled = true;
      stop?.();
    };
  }
}
