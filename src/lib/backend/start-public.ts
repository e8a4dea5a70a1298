import { env } from '@/lib/env';
import { FIREBASE_BUILD } from './firebase-build';
import { createFirebasePublicStore } from './firebase/public-store';
import type { LocalBackend } from './local/local-backend';
import { setPublicDataStore, type PublicDataStore } from './public-data';

export interface PublicBackendOptions {
  /** Local mode: work to run on the full local backend when it is loaded (the app's triggers). */
  prepareLocal?: (backend: LocalBackend) => Promise<void>;
}

/**
 * Starts the public pages' adapter (docs/architecture.md): the Firestore REST API with a
 * Firebase project, bundled with the page (a Firebase build carries nothing else, so it costs
 * no extra request before the first read); the light IndexedDB reader in local mode, its own
 * chunk. Neither brings Auth, listeners or the admin app's cache.
 */
export async function startPublicBackend(
  options: PublicBackendOptions = {},
): Promise<PublicDataStore> {
  const store = FIREBASE_BUILD
    ? createFirebasePublicStore(firebaseConfig(), env.useEmulators)
    : await (
        await import('./local/local-public-store')
      ).createLocalPublicStore({ seed: env.localSeed, prepareFull: options.prepareLocal });
  setPublicDataStore(store);
  return store;
}

function firebaseConfig() {
  if (!env.firebase) throw new Error('VITE_FIREBASE_PROJECT_ID / VITE_FIREBASE_API_KEY are blank');
  return env.firebase;
}
