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

export function signInWithPassword(email: string, password: string): Promise<void> {
  return backend()
    .auth.signIn(email, password)
    .then(() => undefined);
}

export function signOutOfBackend(): Promise<void> {
  return backend().auth.signOut();
}
