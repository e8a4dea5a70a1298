import type { ReactNode } from 'react';
import { SessionContext, type SessionApi } from '../hooks/session-context';

/**
 * Tests of protected screens: a signed-in staff session without the sign-in flow (the session
 * itself is tested in session-provider.test.tsx). Never used by the app.
 */
export function SignedInForTests({
  uid = 'test-member',
  email = 'tester@example.com',
  children,
}: {
  uid?: string;
  email?: string;
  children: ReactNode;
}) {
  const value: SessionApi = {
    session: {
      status: 'signed-in',
      user: { uid, email },
      member: { id: uid, uid, name: 'テスト', email },
    },
    signIn: async () => {},
    signOut: async () => {},
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
