import { DEFAULT_FUNCTIONS_REGION, REGION_NAME } from '@/contracts/functions-region';
import { EnvError, envText as text, rawEnv, type RawEnv } from './env-read';

/**
 * The app's configuration, validated at start-up (raw variables and checks: env-read.ts).
 * Hand-written checks rather than a schema library: this module is on every page's first
 * load, the public survey page included, and a schema library alone would cost it ~22 kB gzip.
 */
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

/** A Cloud region's name, or the default (Tokyo) when unset. */
function region(raw: RawEnv, name: string): string {
  const value = text(raw, name);
  if (value === '') return DEFAULT_FUNCTIONS_REGION;
  if (!REGION_NAME.test(value))
    throw new EnvError(name, 'must be a region such as asia-northeast1');
  return value;
}

export type BackendKind = 'firebase' | 'local';

export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId: string;
  /** Where the functions run (VITE_FUNCTIONS_REGION; Tokyo by default): not an app option. */
  functionsRegion: string;
}

export interface AppEnv {
  backend: BackendKind;
  firebase: FirebaseConfig | null;
  useEmulators: boolean;
  surveyBaseUrl: string | null;
  promotionBaseUrl: string | null;
  localSeed: 'demo' | 'empty';
}

/** Parses raw variables; exported for tests. */
export function parseEnv(raw: RawEnv): AppEnv {
  const vars = {
    VITE_FIREBASE_API_KEY: text(raw, 'VITE_FIREBASE_API_KEY'),
    VITE_FIREBASE_AUTH_DOMAIN: text(raw, 'VITE_FIREBASE_AUTH_DOMAIN'),
    VITE_FIREBASE_PROJECT_ID: text(raw, 'VITE_FIREBASE_PROJECT_ID'),
    VITE_FIREBASE_STORAGE_BUCKET: text(raw, 'VITE_FIREBASE_STORAGE_BUCKET'),
    VITE_FIREBASE_MESSAGING_SENDER_ID: text(raw, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
    VITE_FIREBASE_APP_ID: text(raw, 'VITE_FIREBASE_APP_ID'),
    VITE_FUNCTIONS_REGION: region(raw, 'VITE_FUNCTIONS_REGION'),
    VITE_USE_EMULATORS: oneOf(raw, 'VITE_USE_EMULATORS', ['true', 'false']),
    VITE_SURVEY_BASE_URL: optionalUrl(raw, 'VITE_SURVEY_BASE_URL'),
    VITE_PROMOTION_BASE_URL: optionalUrl(raw, 'VITE_PROMOTION_BASE_URL'),
    VITE_LOCAL_SEED: oneOf(raw, 'VITE_LOCAL_SEED', ['demo', 'empty']),
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
          functionsRegion: vars.VITE_FUNCTIONS_REGION,
        }
      : null,
    useEmulators: vars.VITE_USE_EMULATORS === 'true',
    surveyBaseUrl: vars.VITE_SURVEY_BASE_URL || null,
    promotionBaseUrl: vars.VITE_PROMOTION_BASE_URL || null,
    localSeed: vars.VITE_LOCAL_SEED === 'empty' ? 'empty' : 'demo',
  };
}

export const env: AppEnv = parseEnv(rawEnv);
