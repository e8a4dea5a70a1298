import { GTM_PLACEHOLDERS, parseGtmEnv } from './gtm-env';

describe('parseGtmEnv', () => {
  it('falls back to the placeholders', () => {
    expect(parseGtmEnv({})).toEqual({
      brandMarker: GTM_PLACEHOLDERS.brandMarker,
      defaultTagHost: GTM_PLACEHOLDERS.defaultTagHost,
    });
    expect(
      parseGtmEnv({
        VITE_GTM_BRAND_MARKER: ' [ACME] ',
        VITE_GTM_DEFAULT_TAG_HOST: 'tag.acme.jp:8443',
      }),
    ).toEqual({ brandMarker: '[ACME]', defaultTagHost: 'tag.acme.jp:8443' });
  });

  it('a tag host that is not a host name, or a marker with markup or braces, fails', () => {
    expect(() => parseGtmEnv({ VITE_GTM_DEFAULT_TAG_HOST: 'https://tag.acme.jp/' })).toThrow();
    expect(() => parseGtmEnv({ VITE_GTM_DEFAULT_TAG_HOST: 'x"><script>' })).toThrow();
    expect(() => parseGtmEnv({ VITE_GTM_BRAND_MARKER: '{{Page URL}}' })).toThrow();
    expect(() => parseGtmEnv({ VITE_GTM_BRAND_MARKER: '<b>' })).toThrow();
  });
});
