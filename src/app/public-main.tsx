import type { ReactNode } from 'react';
import { FIREBASE_BUILD } from '@/lib/backend/firebase-build';
import { startPublicBackend } from '@/lib/backend/start-public';
import type { View } from '@/lib/view-for-host';
import { preloadRoute } from '@/lib/public-router';
import { PublicApp } from './public-app';
import { publicRoutes } from './routes/public-routes';

/**
 * Starts a public page: the public data adapter and the page's own chunk load side by side, the
 * page's first read (its route's `data`) runs once the adapter is there, and the first render is
 * the page itself with its content (the skeleton in index.html shows until then).
 */
export async function startPublic(view: View, render: (node: ReactNode) => void): Promise<void> {
  const routes = publicRoutes(view);
  const backend = startPublicBackend(
    // Local mode plays the server's part too, as in the admin app (local-server-public.ts);
    // a Firebase build leaves it out, down to its chunk list.
    FIREBASE_BUILD
      ? {}
      : {
          prepareLocal: async (localBackend) =>
            (await import('./local-server-public')).playServerForPublic(localBackend),
        },
  );
  // The page's chunk loads beside the adapter; its first read waits for the adapter.
  await Promise.all([backend, preloadRoute(routes, window.location.pathname, backend)]);
  render(<PublicApp routes={routes} />);
}
