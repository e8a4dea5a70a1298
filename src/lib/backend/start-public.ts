import { env } from '@/lib/env';
import type { LocalBackend } from './local/local-backend';
import { setPublicDataStore, type PublicDataStore } from './public-data';

export interface PublicBackendOptions {
  /** Local mode: work to run on the full local backend when it is loaded (the app's triggers). */
  prepareLocal?: (backend: LocalBackend) => Promise<void>;
}

/**
 * Starts the public pages' adapter (docs/architecture.md): the Firestore REST API with a
 * Firebase project (Firestore Lite when App Check is on), the light IndexedDB reader in local
 * mode. Each is its own chunk; none brings Auth, listeners or the admin app's cache.
 */
export async function startPublicBackend(
  options: PublicBackendOptions = {},
): Promise<PublicDataStore> {
  const store =
    env.backend === 'firebase' && env.firebase
      ? await (
          await import('./firebase/public-store')
        ).createFirebasePublicStore(env.firebase, env.useEmulators)
      : await (
          await import('./local/local-public-store')
        ).createLocalPublicStore({ seed: env.localSeed, prepareFull: options.prepareLocal });
  setPublicDataStore(store);
  return store;
}
