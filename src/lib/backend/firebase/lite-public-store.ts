import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  addDoc,
  collection as collectionRef,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  increment,
  serverTimestamp,
  Timestamp,
  writeBatch,
} from 'firebase/firestore/lite';
import type { FirebaseConfig } from '@/lib/env';
import type { PublicDataStore } from '../public-data';
import { startAppCheck } from './app-check';
import { convertersFor } from './convert-core';
import { toDataError } from './error-codes';
import { EMULATOR_PORTS } from './emulator-ports';

// A visitor's one write is a new response with the server's time, and beside it a survey's
// answer slot (a count) and its claim, or a personal link's token: no deletes.
const { toFirestoreData, fromFirestoreData } = convertersFor({
  Timestamp,
  serverTimestamp,
  increment,
});

/**
 * The public pages' adapter: Firestore Lite (REST, no listeners, no cache, no Auth), so a
 * visitor downloads ~30 kB gzip of Firebase instead of ~140 kB. One `get` per document and one
 * `add`, which is all the security rules let a visitor do.
 */
export async function createLitePublicStore(
  config: FirebaseConfig,
  useEmulators: boolean,
  app: FirebaseApp = initializeApp(config),
): Promise<PublicDataStore> {
  // Before the first request: with App Check enforced, a request without a token is refused.
  await startAppCheck(app, useEmulators);
  const db = getFirestore(app);
  if (useEmulators) connectFirestoreEmulator(db, '127.0.0.1', EMULATOR_PORTS.firestore);
  return {
    async get(collection, id) {
      try {
        const snapshot = await getDoc(doc(db, collection, id));
        return snapshot.exists()
          ? { id: snapshot.id, data: fromFirestoreData(snapshot.data()) }
          : null;
      } catch (error) {
        throw toDataError(error);
      }
    },
    async add(collection, data, options) {
      try {
        const target = doc(collectionRef(db, collection));
        const alongside = options?.alongside?.(target.id) ?? [];
        if (alongside.length === 0)
          return (await addDoc(collectionRef(db, collection), toFirestoreData(data))).id;
        const batch = writeBatch(db);
        batch.set(target, toFirestoreData(data));
        for (const write of alongside)
          batch.set(doc(db, write.collection, write.id), toFirestoreData(write.data), {
            merge: write.merge ?? false,
          });
        await batch.commit();
        return target.id;
      } catch (error) {
        throw toDataError(error);
      }
    },
  };
}
