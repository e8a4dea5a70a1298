import { resolveView, type View } from '@/lib/view-for-host';

export type Entry = { app: 'admin' } | { app: 'public'; view: View };

/**
 * First path segments of admin screens; any other single segment is a public `/{id}`. Written
 * out rather than derived from `paths` (lib/paths.ts), which every public page would then
 * download whole: entry-view.test.ts checks that they agree, and that index.html's list does.
 */
export const ADMIN_SEGMENTS: ReadonlySet<string> = new Set(
  'login mypage surveys settings members mentions promotions sa ob deals gtm dropdown-management audit-log trash privacy-requests'.split(
    ' ',
  ),
);
const PUBLIC_PREFIXES = new Set(['survey', 'response', 'promotion']);

/**
 * Which app to load, decided before either is imported: public hosts always get the public
 * app; the admin host (one origin in local mode, docs/architecture.md "Hosts") gets it for the public
 * paths — /survey/{id}, /response/{id}, /promotion/{id} and /{id} that is not an admin
 * screen — so a visitor there never downloads Auth, react-router or admin code either.
 */
export function entryFor(hostname: string, pathname: string): Entry {
  const view = resolveView(hostname);
  if (view !== 'admin') return { app: 'public', view };
  const segments = pathname.split('/').filter(Boolean);
  const [first = ''] = segments;
  const isPublic =
    (segments.length === 2 && PUBLIC_PREFIXES.has(first)) ||
    (segments.length === 1 && !ADMIN_SEGMENTS.has(first));
  return isPublic ? { app: 'public', view } : { app: 'admin' };
}
