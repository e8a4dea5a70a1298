import type { FirebaseApp } from 'firebase/app';
import type * as AppCheck from 'firebase/app-check';

type AppCheckSdk = Pick<typeof AppCheck, 'initializeAppCheck' | 'ReCaptchaEnterpriseProvider'>;

/**
 * The reCAPTCHA Enterprise site key ('' without), read where it is used rather than through
 * env-read.ts: Vite writes the build's value in here, so a build without a key drops App Check's
 * code entirely (the public survey page has no bytes to spare; docs/performance.md). The public
 * pages fetch their token by REST (app-check-rest.ts); the admin app through the SDK, below.
 */
export const APP_CHECK_SITE_KEY: string = (import.meta.env.VITE_APP_CHECK_SITE_KEY ?? '').trim();

/**
 * App Check with reCAPTCHA Enterprise, when the build has a site key (VITE_APP_CHECK_SITE_KEY):
 * Firestore and the callables then send a token that proves the request comes from this app, and
 * the project can enforce it (docs/security.md). Must run before the first request, so the
 * adapters await it before they open Firestore. Without a key, or against the emulators (which
 * do not check tokens), nothing is loaded.
 */
export async function startAppCheck(app: FirebaseApp, useEmulators: boolean): Promise<boolean> {
  if (!APP_CHECK_SITE_KEY || useEmulators) return false;
  initAppCheck(app, APP_CHECK_SITE_KEY, await import('firebase/app-check'));
  return true;
}

/** Exported for tests: the provider and its settings. */
export function initAppCheck(app: FirebaseApp, siteKey: string, sdk: AppCheckSdk): void {
  sdk.initializeAppCheck(app, {
    provider: new sdk.ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
