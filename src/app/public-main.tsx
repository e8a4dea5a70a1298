import type { ReactNode } from 'react';
import { FIREBASE_BUILD } from '@/lib/backend/firebase-build';
import { startPublicBackend } from '@/lib/backend/start-public';
import type { View } from '@/lib/view-for-host';
import { preloadRoute } from '@/lib/public-router';
import { PublicApp } from './public-app';
import { publicRoutes } from './routes/public-routes';

/**
 * Starts a public page: the public data adapter and the page's own chunk load side by side,
 * and the first render is the page itself (the skeleton in index.html shows until then).
 */
export async function startPublic(view: View, render: (node: ReactNode) => void): Promise<void> {
  const routes = publicRoutes(view);
  await Promise.all([
    startPublicBackend(
      // Local mode plays the server's part too, as in the admin app (local-server-public.ts);
      // a Firebase build leaves it out, down to its chunk list.
      FIREBASE_BUILD
        ? {}
        : {
            prepareLocal: async (backend) =>
              (await import('./local-server-public')).playServerForPublic(backend),
          },
    ),
    preloadRoute(routes, window.location.pathname),
  ]);
  render(<PublicApp routes={routes} />);
}
