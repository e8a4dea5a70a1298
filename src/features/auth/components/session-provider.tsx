import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  memberSessionStarted,
  signInWithPassword,
  signOutOfBackend,
  watchAuthState,
  type AuthUser,
  type Unsubscribe,
} from '../data/auth-session';
import { watchOwnMember } from '../data/member-record';
import { SessionContext, type Session, type SessionApi } from '../hooks/session-context';

/**
 * Follows the auth state and, for a signed-in account, its own member record. Staff is decided
 * here and nowhere else: the record appears -> signed-in; it is missing or deleted -> refused at
 * once. A refused account is signed out at once too (which also clears the Firestore cache of
 * the Firebase backend), so nothing of it stays on the device; its refusal stays on screen
 * until it is dismissed. RequireAuth unmounts every screen meanwhile, so their live listeners
 * stop.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading' });

  useEffect(() => {
    let stopMember: Unsubscribe | null = null;
    const refuse = (user: AuthUser) => {
      setSession({ status: 'refused', user });
      signOutOfBackend().catch((error: unknown) => {
        console.error('signing out a refused account failed', error);
      });
    };
    const stopAuth = watchAuthState((user) => {
      stopMember?.();
      stopMember = null;
      if (!user) {
        // The sign-out that follows a refusal keeps the refusal on screen.
        setSession((previous) =>
          previous.status === 'refused' ? previous : { status: 'signed-out' },
        );
        return;
      }
      // Another account's screens must not stay up while this one's record is being read.
      setSession((previous) =>
        'user' in previous && previous.user.uid !== user.uid ? { status: 'loading' } : previous,
      );
      stopMember = watchOwnMember(
        user.uid,
        (member) => {
          if (member) {
            memberSessionStarted();
            setSession({ status: 'signed-in', user, member });
          } else refuse(user);
        },
        (error) => {
          console.error('reading the own member record failed', error);
          setSession({ status: 'member-error', user, error });
        },
      );
    });
    return () => {
      stopAuth();
      stopMember?.();
    };
  }, []);

  const signIn = useCallback(async (email: string, password: string) => {
    await signInWithPassword(email, password);
  }, []);

  const signOut = useCallback(async () => {
    try {
      await signOutOfBackend();
      // Also ends a refusal, whose account was signed out already (no auth change follows).
      setSession({ status: 'signed-out' });
    } catch (error) {
      // The spec: a logout failure is only logged.
      console.error('signOut failed', error);
    }
  }, []);

  const value = useMemo<SessionApi>(
    () => ({ session, signIn, signOut }),
    [session, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
