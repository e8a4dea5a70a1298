import type { FirebaseConfig } from '@/lib/env';
import type { PublicDataStore } from '../public-data';
import { APP_CHECK_BUILD } from './app-check';
import { EMULATOR_PORTS } from './emulator-ports';
import { createRestPublicStore } from './rest-public-store';

/**
 * A Firebase project's public adapter: the Firestore REST API with `fetch`, no SDK at all. A
 * build with App Check (a site key) keeps Firestore Lite, whose SDK fetches the token (until the
 * REST adapter gets its own: docs/performance.md). Its own chunk, so local builds carry none of it.
 */
export async function createFirebasePublicStore(
  config: FirebaseConfig,
  useEmulators: boolean,
): Promise<PublicDataStore> {
  if (APP_CHECK_BUILD && !useEmulators)
    return (await import('./lite-public-store')).createLitePublicStore(config, false);
  return createRestPublicStore({
    projectId: config.projectId,
    apiKey: config.apiKey,
    ...(useEmulators ? { host: `http://127.0.0.1:${EMULATOR_PORTS.firestore}` } : {}),
  });
}
