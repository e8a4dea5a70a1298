import type { AuthService } from '../types';

/**
 * Clears the Firestore cache when a signed-in user signs out (in this tab or, through Firebase
 * Auth's shared state, in another one), so a shared PC keeps no customer data. This includes
 * the sign-out that follows at once when the session is refused (a deleted member).
 */
export function clearCacheOnSignOut(
  auth: Pick<AuthService, 'onAuthStateChanged'>,
  data: { clearLocalCache(): Promise<void> },
): void {
  let signedIn = false;
  auth.onAuthStateChanged((user) => {
    if (user) {
      signedIn = true;
      return;
    }
    if (!signedIn) return;
    signedIn = false;
    data.clearLocalCache().catch((error: unknown) => {
      console.error('Firestore cache could not be cleared after sign-out', error);
    });
  });
}
