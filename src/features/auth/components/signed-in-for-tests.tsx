import type { ReactNode } from 'react';
import { permissionsFor, type Role } from '@/contracts/roles';
import { SessionContext, type SessionApi } from '../hooks/session-context';

/**
 * Tests of protected screens: a signed-in staff session without the sign-in flow (the session
 * itself is tested in session-provider.test.tsx). Never used by the app.
 */
export function SignedInForTests({
  uid = 'test-member',
  email = 'tester@example.com',
  as: role = 'admin',
  canExport = true,
  children,
}: {
  uid?: string;
  email?: string;
  /** 権限 of the session (an administrator unless a test says otherwise). */
  as?: Role;
  canExport?: boolean;
  children: ReactNode;
}) {
  const value: SessionApi = {
    session: {
      status: 'signed-in',
      user: { uid, email },
      member: { id: uid, uid, name: 'テスト', email, permissions: permissionsFor(role, canExport) },
    },
    signIn: async () => {},
    signOut: async () => {},
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
