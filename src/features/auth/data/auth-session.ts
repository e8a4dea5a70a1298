import { backend, type AuthUser, type Unsubscribe } from '@/lib/backend';
import { clearListSnapshots } from '@/lib/list-snapshot';

export { DEMO_ACCOUNT } from '@/lib/backend/local/seed/demo-account';
export type { AuthUser, Unsubscribe } from '@/lib/backend';

/** The auth calls the session provider makes; components never reach the backend directly. */
export function watchAuthState(onChange: (user: AuthUser | null) => void): Unsubscribe {
  return backend().auth.onAuthStateChanged(onChange);
}

export function signInWithPassword(email: string, password: string): Promise<void> {
  return backend()
    .auth.signIn(email, password)
    .then(() => undefined);
}

/** Signs out and deletes the tables' snapshots kept for a quick reload (list-snapshot.ts). */
export async function signOutOfBackend(): Promise<void> {
  await Promise.all([backend().auth.signOut(), clearListSnapshots()]);
}
