import { recordAuditEvent } from '@/lib/audit-event';
import { backend, type AuthUser, type Unsubscribe } from '@/lib/backend';
import { clearListSnapshots, keepListSnapshots } from '@/lib/list-snapshot';

export { DEMO_ACCOUNT } from '@/lib/backend/local/seed/demo-account';
export type { AuthUser, Unsubscribe } from '@/lib/backend';

// The auth calls the session provider makes; components never reach the backend directly.

/**
 * The signed-in account, as the backend reports it. Whenever nobody is signed in (a sign-out in
 * this tab or another, a refused account's, no session at start) it also deletes the tables'
 * snapshots kept for a quick reload (list-snapshot.ts).
 */
export function watchAuthState(onChange: (user: AuthUser | null) => void): Unsubscribe {
  return backend().auth.onAuthStateChanged((user) => {
    if (!user) void clearListSnapshots();
    onChange(user);
  });
}

/** A member's session started: its tables may keep snapshots from now on. */
export const memberSessionStarted = keepListSnapshots;

/**
 * Signs in, then tells the server for the 監査ログ. Best effort: a sign-in whose record fails
 * (offline, an account that is not staff) still signs in; the platform's own sign-in logs are the
 * authority (docs/features/roles-and-audit.md).
 */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const user = await backend().auth.signIn(email, password);
  recordAuditEvent({ kind: 'signIn' }, { uid: user.uid }).catch((error: unknown) => {
    console.warn('recording the sign-in failed', error);
  });
}

export function signOutOfBackend(): Promise<void> {
  return backend().auth.signOut();
}
