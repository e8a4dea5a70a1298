import { gtmEnv } from '@/lib/gtm-env';

/**
 * The fixed values of the GTM export in one place. The spec says tag names carry "a fixed brand
 * marker" and scripts load from "a default tag subdomain" without giving either value: they come
 * from `VITE_GTM_BRAND_MARKER` and `VITE_GTM_DEFAULT_TAG_HOST` (validated in lib/gtm-env.ts), which
 * must be set for production; unset, the placeholders `[BO]` and `tag.example.com` are used.
 */
export interface GtmConfig {
  /** Prefix of every tag name when the project is not an OEM one. */
  brandMarker: string;
  /** Where tag scripts load from unless an OEM delivery domain is given (a host name). */
  defaultTagHost: string;
  accountId: string;
  containerId: string;
  containerName: string;
  publicId: string;
  cvPriority: number;
}

export const gtmConfig: GtmConfig = {
  brandMarker: gtmEnv.brandMarker,
  defaultTagHost: gtmEnv.defaultTagHost,
  /** Placeholder ids: GTM's import maps the file onto whichever container it is imported into. */
  accountId: '1234567890',
  containerId: '12345678',
  containerName: 'Back Office tags',
  publicId: 'GTM-XXXXXXX',
  /** CV tags start before the other tags firing on the same page view. */
  cvPriority: 10000,
};
