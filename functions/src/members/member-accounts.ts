import { CallableError, type CallableInput } from '../callable-error.js';
import { CALLABLE_REASONS } from '../shared/contracts/callable-reasons.js';
import type {
  AddMemberResponse,
  ChangeMemberPasswordResponse,
  ReAddMemberResponse,
  SetMemberRoleResponse,
} from '../shared/contracts/members.js';
import {
  DEFAULT_NEW_ROLE,
  isRole,
  ROLE_LABELS,
  roleDetail,
  roleFields,
  type Role,
} from '../shared/contracts/roles.js';
import type { AuditWrite } from '../audit/audit-write.js';

/**
 * The members callables, free of firebase-functions and firebase-admin: addMember,
 * reAddMember, changeMemberPassword, setMemberRole. Only administrators (管理者) may call them;
 * everything they touch goes through the ports below, which admin-accounts.ts binds to the Admin
 * SDK and tests fake. Each change is recorded in the 監査ログ.
 */

/** Why the account directory refused (the Admin SDK's codes, named by what they mean here). */
export type AccountFailure = 'email-in-use' | 'invalid-email' | 'weak-password' | 'invalid-proof';

export class AccountError extends Error {
  constructor(readonly kind: AccountFailure) {
    super(kind);
    this.name = 'AccountError';
  }
}

/** What a verified proof says about the sign-in it came from. */
export interface ProvenSignIn {
  uid: string;
  email: string | null;
  /** 'password' for an e-mail + password sign-in. */
  signInProvider: string;
  /** When the user signed in (Unix seconds). */
  authTime: number;
}

/** Sign-in accounts, as far as these callables change them (Admin SDK: auth). */
export interface AccountDirectory {
  /** Creates an e-mail + password account and returns its uid. */
  create(email: string, password: string): Promise<string>;
  /** Verifies an ID token (signature, expiry, revocation, disabled account). */
  verifyProof(idToken: string): Promise<ProvenSignIn>;
  setPassword(uid: string, password: string): Promise<void>;
}

export interface NewMemberRecord {
  uid: string;
  name: string;
  email: string;
  role: Role;
  canExport: boolean;
}

/** What setRole found: the member's name and former role, or why nothing changed. */
export type RoleChange = { name: string; before: Role } | 'not-found' | 'last-admin';

/** members/{uid}, as far as these callables write it (Admin SDK: firestore). */
export interface MemberRecords {
  exists(uid: string): Promise<boolean>;
  /** Writes members/{uid} with exactly these fields and createdAt (server time). */
  create(record: NewMemberRecord): Promise<void>;
  /**
   * Sets the role and the export right in one transaction that also reads every 管理者, so two
   * administrators demoting each other at once cannot leave none: 'last-admin' then.
   */
  setRole(uid: string, fields: { role: Role; canExport: boolean }): Promise<RoleChange>;
}

export interface MemberAccountsDeps {
  isAdmin(uid: string): Promise<boolean>;
  accounts: AccountDirectory;
  members: MemberRecords;
  audit: AuditWrite;
  /** Milliseconds since the epoch; tests pin it. */
  now?: () => number;
}

/** A proof older than this is refused: it must come from a sign-in made for this request. */
export const PROOF_MAX_AGE_SECONDS = 5 * 60;

/** Same minimum as the app's forms (spec part 2, section 9) and Firebase Auth's. */
const MIN_PASSWORD_LENGTH = 6;

/** For people only (shown as a failure's reason); the client matches `details.reason`. */
export const memberAccountMessages = {
  permissionDenied: 'この操作を行う権限がありません',
  invalidRequest: 'リクエストの内容が正しくありません',
  emailInUse: 'このメールアドレスは既に使用されています',
  invalidEmail: '無効なメールアドレスです',
  weakPassword: 'パスワードが弱すぎます',
  invalidProof: 'アカウントを確認できませんでした。もう一度お試しください。',
  lastAdmin: '管理者が1人もいなくなるため変更できません',
  notFound: 'メンバーが見つかりません',
} as const;

const failures: Record<AccountFailure, () => CallableError> = {
  'email-in-use': () =>
    new CallableError('already-exists', memberAccountMessages.emailInUse, {
      reason: CALLABLE_REASONS.emailInUse,
    }),
  'invalid-email': () =>
    new CallableError('invalid-argument', memberAccountMessages.invalidEmail, {
      reason: CALLABLE_REASONS.invalidEmail,
    }),
  'weak-password': () =>
    new CallableError('invalid-argument', memberAccountMessages.weakPassword, {
      reason: CALLABLE_REASONS.weakPassword,
    }),
  'invalid-proof': () =>
    new CallableError('permission-denied', memberAccountMessages.invalidProof, {
      reason: CALLABLE_REASONS.invalidProof,
    }),
};

/** The role chosen in the payload (DEFAULT_NEW_ROLE when absent), with its export right. */
function roleChoice(data: unknown): { role: Role; canExport: boolean } {
  const { role, canExport } = (typeof data === 'object' && data !== null ? data : {}) as Record<
    string,
    unknown
  >;
  if (role !== undefined && !isRole(role))
    throw new CallableError('invalid-argument', memberAccountMessages.invalidRequest);
  if (canExport !== undefined && typeof canExport !== 'boolean')
    throw new CallableError('invalid-argument', memberAccountMessages.invalidRequest);
  return roleFields(role ?? DEFAULT_NEW_ROLE, canExport === true);
}

/** Runs an account step; its refusals become the callable errors the client understands. */
async function accountStep<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountError) throw failures[error.kind]();
    throw error;
  }
}

async function requireAdmin(request: CallableInput, deps: MemberAccountsDeps): Promise<string> {
  const uid = request.auth?.uid;
  if (!uid || !(await deps.isAdmin(uid)))
    throw new CallableError('permission-denied', memberAccountMessages.permissionDenied);
  return uid;
}

/** The named string fields of the payload, or invalid-argument when one is missing. */
function stringFields<K extends string>(data: unknown, keys: readonly K[]): Record<K, string> {
  const fields = {} as Record<K, string>;
  for (const key of keys) {
    const value =
      typeof data === 'object' && data !== null && key in data
        ? (data as Record<string, unknown>)[key]
        : undefined;
    if (typeof value !== 'string')
      throw new CallableError('invalid-argument', memberAccountMessages.invalidRequest);
    fields[key] = value;
  }
  return fields;
}

function nameAndEmail(fields: { name: string; email: string }) {
  const name = fields.name.trim();
  const email = fields.email.trim();
  if (!name || !email)
    throw new CallableError('invalid-argument', memberAccountMessages.invalidRequest);
  return { name, email };
}

function checkStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw failures['weak-password']();
}

/** The proof's sign-in, if it is a password sign-in made minutes ago; invalid-proof otherwise. */
async function provenSignIn(proof: string, deps: MemberAccountsDeps): Promise<ProvenSignIn> {
  if (!proof) throw failures['invalid-proof']();
  const signIn = await accountStep(() => deps.accounts.verifyProof(proof));
  const ageSeconds = (deps.now ?? Date.now)() / 1000 - signIn.authTime;
  if (signIn.signInProvider !== 'password' || ageSeconds > PROOF_MAX_AGE_SECONDS)
    throw failures['invalid-proof']();
  return signIn;
}

const sameEmail = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * addMember {name, email, password} -> {uid}: creates the account and its member record. An
 * e-mail that already has an account fails with reason emailInUse (the screen then re-adds it
 * with reAddMember). If the record cannot be written after the account was made, adding again
 * re-adds that account the same way.
 */
export async function addMember(
  request: CallableInput,
  deps: MemberAccountsDeps,
): Promise<AddMemberResponse> {
  const caller = await requireAdmin(request, deps);
  const fields = stringFields(request.data, ['name', 'email', 'password']);
  const { name, email } = nameAndEmail(fields);
  const role = roleChoice(request.data);
  checkStrength(fields.password);
  const uid = await accountStep(() => deps.accounts.create(email, fields.password));
  await deps.members.create({ uid, name, email, ...role });
  await deps.audit({
    action: 'memberAdded',
    actorUid: caller,
    target: name,
    detail: roleDetail(role),
  });
  return { uid };
}

/**
 * reAddMember {name, email, proof} -> {uid, outcome}: the account proven by `proof` (a fresh
 * password sign-in to `email`) becomes a member again, or is reported as already one.
 */
export async function reAddMember(
  request: CallableInput,
  deps: MemberAccountsDeps,
): Promise<ReAddMemberResponse> {
  const caller = await requireAdmin(request, deps);
  const fields = stringFields(request.data, ['name', 'email', 'proof']);
  const { name, email } = nameAndEmail(fields);
  const role = roleChoice(request.data);
  const signIn = await provenSignIn(fields.proof, deps);
  if (!sameEmail(signIn.email, email)) throw failures['invalid-proof']();
  if (await deps.members.exists(signIn.uid)) return { uid: signIn.uid, outcome: 'already-member' };
  await deps.members.create({ uid: signIn.uid, name, email, ...role });
  await deps.audit({
    action: 'memberAdded',
    actorUid: caller,
    target: name,
    detail: roleDetail(role),
  });
  return { uid: signIn.uid, outcome: 're-added' };
}

/**
 * changeMemberPassword {uid, proof, newPassword} -> {changed}: sets the password of the account
 * `uid`, proven by a fresh sign-in with its current password (spec: changing another member's
 * password needs that member's current password).
 */
export async function changeMemberPassword(
  request: CallableInput,
  deps: MemberAccountsDeps,
): Promise<ChangeMemberPasswordResponse> {
  await requireAdmin(request, deps);
  const fields = stringFields(request.data, ['uid', 'proof', 'newPassword']);
  checkStrength(fields.newPassword);
  const signIn = await provenSignIn(fields.proof, deps);
  if (signIn.uid !== fields.uid) throw failures['invalid-proof']();
  await accountStep(() => deps.accounts.setPassword(signIn.uid, fields.newPassword));
  return { changed: true };
}

/**
 * setMemberRole {uid, role, canExport} -> {changed}: an administrator sets a member's 権限 and
 * export right (an administrator's is always on). Refused with reason lastAdmin when the team
 * would be left without a 管理者.
 */
export async function setMemberRole(
  request: CallableInput,
  deps: MemberAccountsDeps,
): Promise<SetMemberRoleResponse> {
  const caller = await requireAdmin(request, deps);
  const { uid } = stringFields(request.data, ['uid']);
  const data = (request.data ?? {}) as Record<string, unknown>;
  if (!isRole(data.role) || typeof data.canExport !== 'boolean')
    throw new CallableError('invalid-argument', memberAccountMessages.invalidRequest);
  const fields = roleFields(data.role, data.canExport);
  const change = await deps.members.setRole(uid, fields);
  if (change === 'not-found') throw new CallableError('not-found', memberAccountMessages.notFound);
  if (change === 'last-admin')
    throw new CallableError('failed-precondition', memberAccountMessages.lastAdmin, {
      reason: CALLABLE_REASONS.lastAdmin,
    });
  await deps.audit({
    action: 'roleChanged',
    actorUid: caller,
    target: change.name,
    detail: `${ROLE_LABELS[change.before]} → ${roleDetail(fields)}`,
  });
  return { changed: true };
}
