/**
 * What the browser and the members callables (functions/src/members/) agree on. Dependency-free:
 * the functions build copies this folder into functions/src/shared/contracts/.
 *
 * Accounts of other members are created and changed only by these staff-only callables (the
 * Admin SDK), so e-mail sign-up can stay turned off for clients. Where the spec asks for an
 * account's password (re-adding a deleted member, changing another member's password), the
 * browser proves it by signing in on the side and sends the ID token of that sign-in as `proof`;
 * the password itself never reaches the function.
 */

import type { Role } from './roles';

export const ADD_MEMBER = 'addMember';
export const RE_ADD_MEMBER = 'reAddMember';
export const CHANGE_MEMBER_PASSWORD = 'changeMemberPassword';
export const SET_MEMBER_ROLE = 'setMemberRole';

/**
 * The 権限 a member is added with (DEFAULT_NEW_ROLE without the export right when absent). Every
 * members callable is for administrators only (src/contracts/roles.ts).
 */
export interface MemberRoleChoice {
  role?: Role;
  canExport?: boolean;
}

/** Creates the sign-in account and members/{uid}. Fails with reason emailInUse when it exists. */
export interface AddMemberRequest extends MemberRoleChoice {
  name: string;
  email: string;
  password: string;
}

export interface AddMemberResponse {
  uid: string;
}

/** Makes an existing account a member again, proven by a fresh sign-in with its password. */
export interface ReAddMemberRequest extends MemberRoleChoice {
  name: string;
  email: string;
  /** The ID token of a password sign-in to that account, minutes old at most. */
  proof: string;
}

export interface ReAddMemberResponse {
  uid: string;
  outcome: 're-added' | 'already-member';
}

/** Sets another account's password, proven by a fresh sign-in with its current password. */
export interface ChangeMemberPasswordRequest {
  uid: string;
  proof: string;
  newPassword: string;
}

export interface ChangeMemberPasswordResponse {
  changed: true;
}

/**
 * Sets a member's 権限 and export right (an administrator's is always on). Refused with reason
 * lastAdmin when it would leave the team without an administrator.
 */
export interface SetMemberRoleRequest {
  uid: string;
  role: Role;
  canExport: boolean;
}

export interface SetMemberRoleResponse {
  changed: boolean;
}
