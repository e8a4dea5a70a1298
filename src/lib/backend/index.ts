import { env } from '@/lib/env';
import { setPublicDataStore } from './public-data';
import type { Backend } from './types';

// What features use of the backend; the adapters' own modules export more (add a name here
// when a feature needs it, and knip keeps this list honest).
export type {
  Backend,
  DataStore,
  AuthUser,
  StoredDocument,
  Unsubscribe,
  BatchWrite,
  AlongsideWrite,
  DocumentData,
  FunctionsPort,
} from './types';
export { FunctionCallError } from './function-call-error';
export { DataError, AuthError, errorReason } from './errors';
export { serverTimestamp } from './field-values';
export { writeInChunks, ChunkedWriteError } from './write-in-chunks';
export { newDocumentId } from './new-id';

let active: Backend | null = null;
let starting: Promise<Backend> | null = null;

/**
 * Starts the configured adapter once. `persistentCache` (the admin app) keeps Firestore's
 * cache in IndexedDB across tabs and reloads; it is cleared on sign-out. Each adapter is its own chunk, so the local build
 * never downloads the Firebase SDK and the Firebase build never carries the demo seed.
 */
export function startBackend(
  options: { persistentCache?: boolean; clearPersistence?: boolean } = {},
): Promise<Backend> {
  starting ??= (
    env.backend === 'firebase' && env.firebase
      ? import('./firebase/firebase-backend').then((m) =>
          m.createFirebaseBackend(env.firebase!, env.useEmulators, options),
        )
      : import('./local/local-backend').then((m) => m.createLocalBackend({ seed: env.localSeed }))
  ).then((backend) => {
    active = backend;
    setPublicDataStore(backend.data);
    return backend;
  });
  return starting;
}

/** The started backend; features call this from their data/ modules. */
export function backend(): Backend {
  if (!active) throw new Error('backend() called before startBackend() resolved');
  return active;
}

/** Test hook: run features against a backend made in the test. */
export function setBackendForTests(replacement: Backend): void {
  active = replacement;
  setPublicDataStore(replacement.data);
  starting = Promise.resolve(replacement);
}
