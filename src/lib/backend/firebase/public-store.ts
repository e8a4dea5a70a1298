import type { FirebaseConfig } from '@/lib/env';
import type { PublicDataStore } from '../public-data';
import { APP_CHECK_SITE_KEY } from './app-check';
import type { AppCheckRestOptions, AppCheckTokens } from './app-check-rest';
import { firestoreOrigin } from './emulator-ports';
import { onFirstFormInput } from './first-form-input';
import { createRestPublicStore } from './rest-public-store';

/**
 * A Firebase project's public adapter: the Firestore REST API with `fetch`, no SDK at all. With
 * a site key, App Check's token comes by REST too, and nothing of it loads before the page has
 * painted: its module and reCAPTCHA come when the visitor first touches the form, or when a
 * request needs a token (app-check-rest.ts). The emulators check no tokens.
 */
export function createFirebasePublicStore(
  config: FirebaseConfig,
  useEmulators: boolean,
): PublicDataStore {
  const appCheck =
    // Without the app's id there is nothing to exchange a token for (docs/deploy.md).
    APP_CHECK_SITE_KEY && config.appId && !useEmulators
      ? deferredAppCheck({
          siteKey: APP_CHECK_SITE_KEY,
          projectId: config.projectId,
          appId: config.appId,
          apiKey: config.apiKey,
        })
      : undefined;
  return createRestPublicStore({
    projectId: config.projectId,
    apiKey: config.apiKey,
    host: firestoreOrigin(useEmulators),
    ...(appCheck ? { appCheck } : {}),
  });
}

/** App Check's tokens, its module loaded on the first need (a form touched, a token asked). */
function deferredAppCheck(options: AppCheckRestOptions): AppCheckTokens {
  let loaded: Promise<AppCheckTokens | null> | null = null;
  let tokens: AppCheckTokens | null = null;
  const load = () =>
    (loaded ??= import('./app-check-rest').then(
      (module) => (tokens = module.createAppCheckTokens(options)),
      (error: unknown) => {
        console.warn('App Check could not be loaded', error);
        loaded = null; // the next need tries again
        return null;
      },
    ));
  const fetchToken = async () => (await load())?.fetch() ?? null;
  onFirstFormInput(() => void fetchToken());
  return {
    current: () => tokens?.current() ?? null,
    fetch: fetchToken,
    invalidate: () => tokens?.invalidate(),
  };
}
