import type { FirebaseApp } from 'firebase/app';
import { expect, test, vi } from 'vitest';
import { initAppCheck, startAppCheck } from './app-check';

const app = { name: '[DEFAULT]' } as FirebaseApp;

test('reCAPTCHA Enterprise with the site key and automatic token refresh', () => {
  const initializeAppCheck = vi.fn();
  class ReCaptchaEnterpriseProvider {
    constructor(readonly siteKey: string) {}
  }
  initAppCheck(app, 'site-key-1', {
    initializeAppCheck,
    ReCaptchaEnterpriseProvider,
  } as unknown as Parameters<typeof initAppCheck>[2]);
  expect(initializeAppCheck).toHaveBeenCalledTimes(1);
  const [givenApp, options] = initializeAppCheck.mock.calls[0]!;
  expect(givenApp).toBe(app);
  expect(options).toMatchObject({ isTokenAutoRefreshEnabled: true });
  expect(options.provider).toBeInstanceOf(ReCaptchaEnterpriseProvider);
  expect(options.provider.siteKey).toBe('site-key-1');
});

test('a build without a site key (as the tests are) starts no App Check', async () => {
  expect(import.meta.env.VITE_APP_CHECK_SITE_KEY).toBeUndefined();
  await expect(startAppCheck(app, false)).resolves.toBe(false);
  await expect(startAppCheck(app, true)).resolves.toBe(false);
});
