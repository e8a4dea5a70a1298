import { deleteApp, FirebaseError, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  type Auth,
  type User,
} from 'firebase/auth';
import { AuthError, type AuthErrorCode } from '../errors';
import type { AuthService, AuthUser, Unsubscribe } from '../types';

const knownCodes: AuthErrorCode[] = [
  'invalid-credential',
  'wrong-password',
  'user-not-found',
  'email-already-in-use',
  'invalid-email',
  'weak-password',
  'too-many-requests',
  'requires-recent-login',
  'network-request-failed',
];

function toAuthError(error: unknown): AuthError {
  if (error instanceof FirebaseError) {
    const bare = error.code.replace(/^auth\//, '');
    const code = knownCodes.find((known) => known === bare) ?? 'unknown';
    return new AuthError(code, error.message, { cause: error });
  }
  return new AuthError('unknown', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

const toAuthUser = (user: User): AuthUser => ({ uid: user.uid, email: user.email });

export class FirebaseAuthService implements AuthService {
  constructor(private readonly auth: Auth) {}

  onAuthStateChanged(callback: (user: AuthUser | null) => void): Unsubscribe {
    return onAuthStateChanged(this.auth, (user) => callback(user ? toAuthUser(user) : null));
  }

  async signIn(email: string, password: string): Promise<AuthUser> {
    try {
      return toAuthUser((await signInWithEmailAndPassword(this.auth, email, password)).user);
    } catch (error) {
      throw toAuthError(error);
    }
  }

  async signOut(): Promise<void> {
    try {
      await signOut(this.auth);
    } catch (error) {
      throw toAuthError(error);
    }
  }

  /**
   * Signs in to an account on the side (the staff session is untouched) to prove its password
   * to a members callable: resolves to the account and the ID token of that fresh sign-in.
   * A wrong password fails with `invalid-credential` (or `wrong-password`), a throttled one with
   * `too-many-requests`, as a normal sign-in would.
   */
  async proveAccount(email: string, password: string): Promise<AuthUser & { idToken: string }> {
    return this.withSecondary(async (secondary) => {
      const { user } = await signInWithEmailAndPassword(secondary, email, password);
      return { ...toAuthUser(user), idToken: await user.getIdToken() };
    });
  }

  async changeOwnPassword(newPassword: string): Promise<void> {
    const user = this.auth.currentUser;
    if (!user) throw new AuthError('requires-recent-login', 'not signed in');
    try {
      await updatePassword(user, newPassword);
    } catch (error) {
      throw toAuthError(error);
    }
  }

  /**
   * Runs auth calls on a throw-away app instance with in-memory persistence, so the staff
   * member's own session (this.auth) never switches to the account being checked.
   * The instance is signed out and deleted afterwards, whatever happened.
   */
  private async withSecondary<T>(work: (secondary: Auth) => Promise<T>): Promise<T> {
    const app = initializeApp(
      this.auth.app.options,
      `secondary-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    );
    try {
      const secondary = initializeAuth(app, { persistence: inMemoryPersistence });
      const emulator = this.auth.emulatorConfig;
      if (emulator) {
        const port = emulator.port === null ? '' : `:${emulator.port}`;
        connectAuthEmulator(secondary, `${emulator.protocol}://${emulator.host}${port}`, {
          disableWarnings: true,
        });
      }
      try {
        return await work(secondary);
      } finally {
        await signOut(secondary).catch(() => undefined);
      }
    } catch (error) {
      throw error instanceof AuthError ? error : toAuthError(error);
    } finally {
      await deleteApp(app).catch(() => undefined);
    }
  }
}
