import type { ReactNode } from 'react';
import { loadClassMerge } from '@/components/ui/cn';
import { startBackend } from '@/lib/backend';
import { env } from '@/lib/env';
import type { LocalBackend } from '@/lib/backend/local/local-backend';
import { AdminApp } from './admin-app';

/** Starts the admin app: the full backend (Auth, live queries, persistent cache), then the app. */
export async function startAdmin(render: (node: ReactNode) => void): Promise<void> {
  // Local mode's server part loads while the backend starts, not after it.
  const localServer = env.backend === 'firebase' && env.firebase ? null : import('./local-server');
  // Staff reopen the same live lists all day: the admin app keeps Firestore's cache.
  const [started] = await Promise.all([startBackend({ persistentCache: true }), loadClassMerge()]);
  if (started.kind === 'local') {
    // The local backend plays the server's part too (local-server.ts); kind 'local' is only
    // ever the local adapter.
    await (
      await (localServer ?? import('./local-server'))
    ).playServerForAdmin(started as LocalBackend);
  }
  render(<AdminApp />);
}
