import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { adminFirestore } from '../admin.js';
import type { CallableInput } from '../callable-error.js';
import { onCallable } from '../on-callable.js';
import { adminFromMembers } from '../caller-roles.js';
import {
  ADD_MEMBER,
  CHANGE_MEMBER_PASSWORD,
  RE_ADD_MEMBER,
  SET_MEMBER_ROLE,
  type AddMemberResponse,
  type ChangeMemberPasswordResponse,
  type ReAddMemberResponse,
  type SetMemberRoleResponse,
} from '../shared/contracts/members.js';
import { adminAuditLog } from '../audit/audit-write.js';
import { adminAccountDirectory, adminMemberRecords, adminRoleChange } from './admin-accounts.js';
import {
  addMember as handleAdd,
  changeMemberPassword as handleChangePassword,
  reAddMember as handleReAdd,
  setMemberRole as handleSetRole,
  type MemberAccountsDeps,
} from './member-accounts.js';

/**
 * Callables addMember, reAddMember, changeMemberPassword, setMemberRole (in the functions' region): thin wrappers over
 * member-accounts.ts, which holds the checks. They are the only way accounts of other members
 * are made or changed, so e-mail sign-up stays turned off for clients (docs/security.md).
 */
function deps(): MemberAccountsDeps {
  // adminFirestore() initialises the default Admin app that getAuth() then uses.
  const db = adminFirestore();
  return {
    isAdmin: adminFromMembers(db),
    accounts: adminAccountDirectory(getAuth()),
    members: {
      ...adminMemberRecords(db, () => FieldValue.serverTimestamp()),
      setRole: adminRoleChange(db),
    },
    audit: adminAuditLog(db),
  };
}

function callable<Res>(
  name: string,
  handle: (request: CallableInput, deps: MemberAccountsDeps) => Promise<Res>,
) {
  return onCallable<Res>(name, {}, (input) => handle(input, deps()));
}

export const addMember = callable<AddMemberResponse>(ADD_MEMBER, handleAdd);
export const reAddMember = callable<ReAddMemberResponse>(RE_ADD_MEMBER, handleReAdd);
export const changeMemberPassword = callable<ChangeMemberPasswordResponse>(
  CHANGE_MEMBER_PASSWORD,
  handleChangePassword,
);
export const setMemberRole = callable<SetMemberRoleResponse>(SET_MEMBER_ROLE, handleSetRole);
