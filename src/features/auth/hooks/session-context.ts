import { createContext, useContext } from 'react';
import type { Permissions } from '@/contracts/roles';
import type { AuthUser } from '@/lib/backend';
import type { MemberRecord } from '../data/member-record';

/**
 * `signed-in` means staff: signed in AND `members/{uid}` exists. An account without a member
 * record is `refused` (and signed out at once; `user` is who it was, for the refusal page);
 * `member-error` when the record could not be read at all (still signed in).
 */
export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: AuthUser; member: MemberRecord }
  | { status: 'refused'; user: AuthUser }
  | { status: 'member-error'; user: AuthUser; error: Error };

export interface SessionApi {
  session: Session;
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** Who is acting, for createdBy / lastEditedBy fields. Only valid on protected screens. */
export interface StaffIdentity {
  uid: string;
  name: string;
  email: string;
}

export function useStaffIdentity(): StaffIdentity {
  const { session } = useSession();
  if (session.status !== 'signed-in') throw new Error('useStaffIdentity needs a signed-in member');
  const email = session.user.email ?? '';
  return {
    uid: session.user.uid,
    name: session.member.name || email.split('@')[0] || 'ユーザー',
    email,
  };
}

/**
 * The signed-in member's 権限 (src/contracts/roles.ts): what the screens offer. The rules and
 * the functions enforce the same; a screen only hides what would be refused.
 */
export function usePermissions(): Permissions {
  const { session } = useSession();
  if (session.status !== 'signed-in') throw new Error('usePermissions needs a signed-in member');
  return session.member.permissions;
}
