import { isHostName } from './host-name';

/**
 * The only module that reads `import.meta.env`. Everything it reads is validated here,
 * so a typo in a deploy variable fails loudly at start-up instead of deep inside a screen.
 * Hand-written checks rather than a schema library: this module is on every page's first
 * load, the public survey page included, and a schema library alone would cost it ~22 kB gzip.
 */
class EnvError extends Error {
  constructor(name: string, problem: string) {
    super(`${name}: ${problem}`);
    this.name = 'EnvError';
  }
}

type RawEnv = Record<string, unknown>;

/** A trimmed string, '' when unset; anything but a string fails. */
function text(raw: RawEnv, name: string): string {
  const value = raw[name];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw new EnvError(name, 'must be a string');
  return value.trim();
}

function oneOf<T extends string>(raw: RawEnv, name: string, allowed: readonly T[]): T | '' {
  const value = text(raw, name);
  if (value !== '' && !(allowed as readonly string[]).includes(value)) {
    throw new EnvError(name, `must be one of ${allowed.join(', ')}`);
  }
  return value as T | '';
}

/** An absolute http(s) URL without trailing slashes, or '' when unset. */
function optionalUrl(raw: RawEnv, name: string): string {
  const value = text(raw, name).replace(/\/+$/, '');
  if (value === '') return '';
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol)) throw new EnvError(name, 'must be a URL');
  return value;
}

/** Placeholders until the real values are configured (README: they must be set for production). */
export const GTM_PLACEHOLDERS = { brandMarker: '[BO]', defaultTagHost: 'tag.example.com' } as const;

export type BackendKind = 'firebase' | 'local';

export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId: string;
}

export interface AppEnv {
  backend: BackendKind;
  firebase: FirebaseConfig | null;
  useEmulators: boolean;
  surveyBaseUrl: string | null;
  promotionBaseUrl: string | null;
  localSeed: 'demo' | 'empty';
  gtmBrandMarker: string;
  gtmDefaultTagHost: string;
}

/** Parses raw variables; exported for tests. */
export function parseEnv(raw: RawEnv): AppEnv {
  const brandMarker = text(raw, 'VITE_GTM_BRAND_MARKER');
  if (brandMarker.length > 50 || /[{}<>"'&]/.test(brandMarker)) {
    throw new EnvError('VITE_GTM_BRAND_MARKER', 'at most 50 characters, no { } < > " \' &');
  }
  const tagHost = text(raw, 'VITE_GTM_DEFAULT_TAG_HOST');
  if (tagHost !== '' && !isHostName(tagHost)) {
    throw new EnvError('VITE_GTM_DEFAULT_TAG_HOST', 'a host name, e.g. tag.example.jp');
  }
  const vars = {
    VITE_FIREBASE_API_KEY: text(raw, 'VITE_FIREBASE_API_KEY'),
    VITE_FIREBASE_AUTH_DOMAIN: text(raw, 'VITE_FIREBASE_AUTH_DOMAIN'),
    VITE_FIREBASE_PROJECT_ID: text(raw, 'VITE_FIREBASE_PROJECT_ID'),
    VITE_FIREBASE_STORAGE_BUCKET: text(raw, 'VITE_FIREBASE_STORAGE_BUCKET'),
    VITE_FIREBASE_MESSAGING_SENDER_ID: text(raw, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
    VITE_FIREBASE_APP_ID: text(raw, 'VITE_FIREBASE_APP_ID'),
    VITE_USE_EMULATORS: oneOf(raw, 'VITE_USE_EMULATORS', ['true', 'false']),
    VITE_SURVEY_BASE_URL: optionalUrl(raw, 'VITE_SURVEY_BASE_URL'),
    VITE_PROMOTION_BASE_URL: optionalUrl(raw, 'VITE_PROMOTION_BASE_URL'),
    VITE_LOCAL_SEED: oneOf(raw, 'VITE_LOCAL_SEED', ['demo', 'empty']),
    VITE_GTM_BRAND_MARKER: brandMarker,
    VITE_GTM_DEFAULT_TAG_HOST: tagHost,
  };
  const hasFirebase = Boolean(vars.VITE_FIREBASE_PROJECT_ID && vars.VITE_FIREBASE_API_KEY);
  return {
    backend: hasFirebase ? 'firebase' : 'local',
    firebase: hasFirebase
      ? {
          apiKey: vars.VITE_FIREBASE_API_KEY,
          authDomain:
            vars.VITE_FIREBASE_AUTH_DOMAIN || `${vars.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
          projectId: vars.VITE_FIREBASE_PROJECT_ID,
          storageBucket: vars.VITE_FIREBASE_STORAGE_BUCKET || undefined,
          messagingSenderId: vars.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
          appId: vars.VITE_FIREBASE_APP_ID,
        }
      : null,
    useEmulators: vars.VITE_USE_EMULATORS === 'true',
    surveyBaseUrl: vars.VITE_SURVEY_BASE_URL || null,
    promotionBaseUrl: vars.VITE_PROMOTION_BASE_URL || null,
    localSeed: vars.VITE_LOCAL_SEED === 'empty' ? 'empty' : 'demo',
    gtmBrandMarker: vars.VITE_GTM_BRAND_MARKER || GTM_PLACEHOLDERS.brandMarker,
    gtmDefaultTagHost: vars.VITE_GTM_DEFAULT_TAG_HOST || GTM_PLACEHOLDERS.defaultTagHost,
  };
}

// `?? {}`: scripts run under tsx, where import.meta.env does not exist (local mode then).
export const env: AppEnv = parseEnv(import.meta.env ?? {});
