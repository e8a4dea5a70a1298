import type { ReactNode } from 'react';
import { loadClassMerge } from '@/components/ui/cn';
import { startBackend } from '@/lib/backend';
import type { LocalBackend } from '@/lib/backend/local/local-backend';
import { AdminApp } from './admin-app';

/** Starts the admin app: the full backend (Auth, live queries, persistent cache), then the app. */
export async function startAdmin(render: (node: ReactNode) => void): Promise<void> {
  // Staff reopen the same live lists all day: the admin app keeps Firestore's cache.
  const [started] = await Promise.all([startBackend({ persistentCache: true }), loadClassMerge()]);
  if (started.kind === 'local') {
    // The local backend plays the server's part too (statistics on submit, a deleted member's
    // private documents, the customers' history, closing surveys at their time).
    const [surveys, { registerMemberLocalTriggers }, history, { provideLocalCallContext }] =
      await Promise.all([
        import('@/features/surveys/data/local-triggers'),
        import('@/features/members/data/local-triggers'),
        // Only the trigger's module, not the customers area's whole public API (its screens).
        import('@/features/customers/data/local-history-trigger'),
        import('./local-call-context'),
      ]);
    // kind 'local' is only ever the local adapter.
    provideLocalCallContext(started as LocalBackend);
    await surveys.registerLocalTriggers(started.data, started.functions);
    surveys.keepClosingDueSurveys(started.data);
    registerMemberLocalTriggers(started.data);
    let uid: string | null = null;
    started.auth.onAuthStateChanged((user) => {
      uid = user?.uid ?? null;
    });
    history.registerHistoryLocalTrigger(
      started.data,
      history.memberAuthor(started.data, () => uid),
    );
  }
  render(<AdminApp />);
}
