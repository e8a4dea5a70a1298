import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  signInWithPassword,
  signOutOfBackend,
  watchAuthState,
  type Unsubscribe,
} from '../data/auth-session';
import { watchOwnMember } from '../data/member-record';
import { SessionContext, type Session, type SessionApi } from '../hooks/session-context';

/**
 * Follows the auth state and, for a signed-in account, its own member record. Staff is decided
 * here and nowhere else: the record appears -> signed-in; it is missing or deleted -> refused at
 * once (RequireAuth then unmounts every screen, so their live listeners stop).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading' });

  useEffect(() => {
    let stopMember: Unsubscribe | null = null;
    const stopAuth = watchAuthState((user) => {
      stopMember?.();
      stopMember = null;
      if (!user) {
        setSession({ status: 'signed-out' });
        return;
      }
      // Another account's screens must not stay up while this one's record is being read.
      setSession((previous) =>
        'user' in previous && previous.user.uid !== user.uid ? { status: 'loading' } : previous,
      );
      stopMember = watchOwnMember(
        user.uid,
        (member) =>
          setSession(member ? { status: 'signed-in', user, member } : { status: 'refused', user }),
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
