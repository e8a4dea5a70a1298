/**
 * The fixed values of the GTM export in one place. The spec says tag names carry "a fixed brand
 * marker" and scripts load from "a default tag subdomain" without giving either value; these are
 * ours and the only lines to change when the real ones are known.
 */
export const gtmConfig = {
  /** Prefix of every tag name when the project is not an OEM one. */
  brandMarker: '[BO]',
  /** Where tag scripts load from unless an OEM delivery domain is given. */
  defaultTagHost: 'tag.example.com',
  /** Placeholder ids: GTM's import maps the file onto whichever container it is imported into. */
  accountId: '1234567890',
  containerId: '12345678',
  containerName: 'Back Office tags',
  publicId: 'GTM-XXXXXXX',
  /** CV tags start before the other tags firing on the same page view. */
  cvPriority: 10000,
} as const;
