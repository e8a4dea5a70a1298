import { expect, test } from 'vitest';
import { GTM_PLACEHOLDERS, parseEnv } from './env';

test('GTM brand marker and default tag host fall back to the placeholders', () => {
  expect(parseEnv({})).toMatchObject({
    gtmBrandMarker: GTM_PLACEHOLDERS.brandMarker,
    gtmDefaultTagHost: GTM_PLACEHOLDERS.defaultTagHost,
  });
  expect(
    parseEnv({ VITE_GTM_BRAND_MARKER: ' [ACME] ', VITE_GTM_DEFAULT_TAG_HOST: 'tag.acme.jp:8443' }),
  ).toMatchObject({ gtmBrandMarker: '[ACME]', gtmDefaultTagHost: 'tag.acme.jp:8443' });
});

test('a GTM tag host that is not a host name, or a marker with markup or braces, fails at start', () => {
  expect(() => parseEnv({ VITE_GTM_DEFAULT_TAG_HOST: 'https://tag.acme.jp/' })).toThrow();
  expect(() => parseEnv({ VITE_GTM_DEFAULT_TAG_HOST: 'x"><script>' })).toThrow();
  expect(() => parseEnv({ VITE_GTM_BRAND_MARKER: '{{Page URL}}' })).toThrow();
  expect(() => parseEnv({ VITE_GTM_BRAND_MARKER: '<b>' })).toThrow();
});
