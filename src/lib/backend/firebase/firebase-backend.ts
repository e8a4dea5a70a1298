import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  clearIndexedDbPersistence,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type FirestoreSettings,
} from 'firebase/firestore';
import { CUSTOMER_TABLES, EDITED_AT_FIELD, EDITED_BY_FIELD } from '@/contracts/collections';
import type { FirebaseConfig } from '@/lib/env';
import { serverTimestamp } from '../field-values';
import type { Backend } from '../types';
import { startAppCheck } from './app-check';
import { clearCacheOnSignOut } from './clear-cache-on-sign-out';
import { FirebaseAuthService } from './firebase-auth';
import { FirebaseFunctionsPort } from './firebase-functions';
import { FirebaseMemberAccounts } from './firebase-member-accounts';
import { FirestoreDataStore, type WriteStamp } from './firestore-data-store';

import { EMULATOR_PORTS } from './emulator-ports';

export interface FirebaseBackendOptions {
  /**
   * Keep Firestore's cache in IndexedDB, shared by every tab (the admin app): re-opening a
   * live list is billed for what changed since, not for every document again. Cleared when
   * the user signs out. Public pages leave it off (one read, nothing to keep).
   */
  persistentCache?: boolean;
  /**
   * Delete a persistent cache an earlier session left in this browser, before the first read (a
   * shared PC: lib/shared-pc.ts). Its failure (another tab still holds it) is logged.
   */
  clearPersistence?: boolean;
}

/** Settings for a Firestore instance; exported for tests. */
export function firestoreSettings(options: FirebaseBackendOptions): FirestoreSettings {
  return {
    // Both adapters leave out undefined values (the local one does the same).
    ignoreUndefinedProperties: true,
    ...(options.persistentCache
      ? { localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }) }
      : {}),
  };
}

/**
 * Every create and update of a customer row carries its writer: `editedBy` (the signed-in uid)
 * and `editedAt` (the server's time). The rules require both to be exactly that, so the stamp
 * cannot be forged; the history trigger falls back on it when the event's auth context names
 * no member (the Firestore emulator names nobody; docs/features/history-and-presence.md).
 */
export function writerStamp(uid: () => string | undefined): WriteStamp {
  const stamped: ReadonlySet<string> = new Set(CUSTOMER_TABLES);
  return (collection) => {
    const writer = uid();
    return writer && stamped.has(collection)
      ? { [EDITED_BY_FIELD]: writer, [EDITED_AT_FIELD]: serverTimestamp() }
      : null;
  };
}

export async function createFirebaseBackend(
  config: FirebaseConfig,
  useEmulators: boolean,
  options: FirebaseBackendOptions = {},
): Promise<Backend> {
  const { functionsRegion, ...appOptions } = config;
  const app = initializeApp(appOptions);
  await startAppCheck(app, useEmulators);
  const auth = getAuth(app);
  // After a cache clear the terminated instance is gone and this makes the next one.
  const openFirestore = () => {
    const firestore = initializeFirestore(app, firestoreSettings(options));
    if (useEmulators) connectFirestoreEmulator(firestore, '127.0.0.1', EMULATOR_PORTS.firestore);
    return firestore;
  };
  if (useEmulators) {
    connectAuthEmulator(auth, `http://127.0.0.1:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
  }
  const firestore = openFirestore();
  if (options.clearPersistence)
    await clearIndexedDbPersistence(firestore).catch((error: unknown) =>
      console.error('the Firestore cache of an earlier session could not be deleted', error),
    );
  const data = new FirestoreDataStore(
    firestore,
    options.persistentCache ? openFirestore : undefined,
    writerStamp(() => auth.currentUser?.uid),
  );
  const authService = new FirebaseAuthService(auth);
  if (options.persistentCache) clearCacheOnSignOut(authService, data);
  const functions = new FirebaseFunctionsPort(
    app,
    functionsRegion,
    useEmulators ? { host: '127.0.0.1', port: EMULATOR_PORTS.functions } : null,
  );
  return {
    kind: 'firebase',
    data,
    auth: authService,
    memberAccounts: new FirebaseMemberAccounts(authService, functions),
    functions,
  };
}
