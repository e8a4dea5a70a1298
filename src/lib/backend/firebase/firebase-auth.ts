import { FirebaseError } from 'firebase/app';
import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
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

  async signUp(email: string, password: string): Promise<AuthUser> {
    try {
      return toAuthUser((await createUserWithEmailAndPassword(this.auth, email, password)).user);
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
}
