import { isHostName } from './is-host-name';
import { EnvError, envText, rawEnv, type RawEnv } from './env-read';

/** Placeholders until the real values are configured (README "Configuration": they must be set for production). */
export const GTM_PLACEHOLDERS = { brandMarker: '[BO]', defaultTagHost: 'tag.example.com' } as const;

export interface GtmEnv {
  brandMarker: string;
  defaultTagHost: string;
}

/** Parses the GTM export's variables; exported for tests. Fails when the GTM screen loads. */
export function parseGtmEnv(raw: RawEnv): GtmEnv {
  const brandMarker = envText(raw, 'VITE_GTM_BRAND_MARKER');
  if (brandMarker.length > 50 || /[{}<>"'&]/.test(brandMarker)) {
    throw new EnvError('VITE_GTM_BRAND_MARKER', 'at most 50 characters, no { } < > " \' &');
  }
  const tagHost = envText(raw, 'VITE_GTM_DEFAULT_TAG_HOST');
  if (tagHost !== '' && !isHostName(tagHost)) {
    throw new EnvError('VITE_GTM_DEFAULT_TAG_HOST', 'a host name, e.g. tag.example.jp');
  }
  return {
    brandMarker: brandMarker || GTM_PLACEHOLDERS.brandMarker,
    defaultTagHost: tagHost || GTM_PLACEHOLDERS.defaultTagHost,
  };
}

export const gtmEnv: GtmEnv = parseGtmEnv(rawEnv);
