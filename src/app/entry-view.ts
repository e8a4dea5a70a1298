import { resolveView, type View } from '@/lib/view-for-host';
import { paths } from '@/lib/paths';

export type Entry = { app: 'admin' } | { app: 'public'; view: View };

/** First path segments of admin screens; any other single segment is a public `/{id}`. */
const ADMIN_SEGMENTS = new Set(
  Object.values(paths).flatMap((path) => (typeof path === 'string' ? [path.split('/')[1]] : [])),
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
