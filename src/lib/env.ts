import { z } from 'zod';
import { isHostName } from './host-name';

/**
 * The only module that reads `import.meta.env`. Everything it reads is validated here,
 * so a typo in a deploy variable fails loudly at start-up instead of deep inside a screen.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ''))
  .pipe(z.union([z.literal(''), z.url()]))
  .optional();

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().trim().optional(),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().trim().optional(),
  VITE_FIREBASE_PROJECT_ID: z.string().trim().optional(),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().trim().optional(),
  VITE_FIREBASE_MESSAGING_SENDER_ID: z.string().trim().optional(),
  VITE_FIREBASE_APP_ID: z.string().trim().optional(),
  VITE_USE_EMULATORS: z.enum(['true', 'false', '']).optional(),
  VITE_SURVEY_BASE_URL: optionalUrl,
  VITE_PROMOTION_BASE_URL: optionalUrl,
  VITE_LOCAL_SEED: z.enum(['demo', 'empty', '']).optional(),
  // Both go into every exported GTM tag: the marker into tag names, the host into script URLs.
  VITE_GTM_BRAND_MARKER: z
    .string()
    .trim()
    .max(50)
    .refine((value) => !/[{}<>"'&]/.test(value), 'no { } < > " \' & in the GTM brand marker')
    .optional(),
  VITE_GTM_DEFAULT_TAG_HOST: z
    .string()
    .trim()
    .refine((value) => value === '' || isHostName(value), 'a host name, e.g. tag.example.jp')
    .optional(),
});

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
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const vars = envSchema.parse(raw);
  const hasFirebase = Boolean(vars.VITE_FIREBASE_PROJECT_ID && vars.VITE_FIREBASE_API_KEY);
  return {
    backend: hasFirebase ? 'firebase' : 'local',
    firebase: hasFirebase
      ? {
          apiKey: vars.VITE_FIREBASE_API_KEY ?? '',
          authDomain:
            vars.VITE_FIREBASE_AUTH_DOMAIN || `${vars.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
          projectId: vars.VITE_FIREBASE_PROJECT_ID ?? '',
          storageBucket: vars.VITE_FIREBASE_STORAGE_BUCKET || undefined,
          messagingSenderId: vars.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
          appId: vars.VITE_FIREBASE_APP_ID ?? '',
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
