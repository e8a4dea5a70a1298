import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { notify } from '@/components/ui/toast';
import { signInWithPassword, signOutOfBackend, watchAuthState } from '../data/auth-session';
import { ensureMember } from '../data/member-record';
import { SessionContext, type Session, type SessionApi } from '../hooks/session-context';
import { authStrings } from '../strings';

/** Follows the auth state and makes sure every signed-in user has a member record. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading' });

  useEffect(() => {
    let latest = 0;
    return watchAuthState((user) => {
      const call = (latest += 1);
      if (!user) {
        setSession({ status: 'signed-out' });
        return;
      }
      ensureMember(user).then(
        (member) => call === latest && setSession({ status: 'signed-in', user, member }),
        (error: unknown) => {
          console.error('ensureMember failed', error);
          notify.error(authStrings.memberSetupFailed);
          if (call === latest) setSession({ status: 'signed-in', user, member: null });
        },
      );
    });
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
