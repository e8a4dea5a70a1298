import type { ReactNode } from 'react';
import { loadClassMerge } from '@/components/ui/cn';
import { startBackend } from '@/lib/backend';
import { env } from '@/lib/env';
import { clearListSnapshots, enableListSnapshots } from '@/lib/list-snapshot';
import { startAsSharedPc } from '@/lib/shared-pc';
import type { LocalBackend } from '@/lib/backend/local/local-backend';

/** Starts the admin app: the full backend (Auth, live queries, persistent cache), then the app. */
export async function startAdmin(render: (node: ReactNode) => void): Promise<void> {
  // The big tables reload from their last rows (only the admin app: tests opt in themselves),
  // unless this is a shared PC, which keeps no customer data on disk (shared-pc.ts).
  const sharedPc = startAsSharedPc();
  enableListSnapshots(!sharedPc);
  if (sharedPc) void clearListSnapshots();
  // The app's screens, the backend and (local mode) the server's part load side by side: with
  // the app imported statically, the backend would only start once the app's modules were in.
  const app = import('./admin-app');
  // Its failure is reported where it is awaited, not as an unhandled rejection meanwhile.
  app.catch(() => undefined);
  // Local mode's server part loads while the backend starts, not after it.
  const localServer = env.backend === 'firebase' && env.firebase ? null : import('./local-server');
  // Staff reopen the same live lists all day: the admin app keeps Firestore's cache (in memory
  // only on a shared PC, where the start also deletes what a personal session left on disk).
  const [started] = await Promise.all([
    startBackend({ persistentCache: !sharedPc, clearPersistence: sharedPc }),
    loadClassMerge(),
  ]);
  if (started.kind === 'local') {
    // The local backend plays the server's part too (local-server.ts); kind 'local' is only
    // ever the local adapter.
    await (
      await (localServer ?? import('./local-server'))
    ).playServerForAdmin(started as LocalBackend);
  }
  const { AdminApp } = await app;
  render(<AdminApp />);
}
