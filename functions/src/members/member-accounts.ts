import { CallableError, type CallableInput } from '../callable-error.js';
import { CALLABLE_REASONS } from '../shared/contracts/callable-reasons.js';
import type {
  AddMemberResponse,
  ChangeMemberPasswordResponse,
  ReAddMemberResponse,
} from '../shared/contracts/members.js';

/**
 * The members callables, free of firebase-functions and firebase-admin: addMember,
 * reAddMember, changeMemberPassword. Only staff may call them; everything they touch goes
 * through the ports below, which admin-accounts.ts binds to the Admin SDK and tests fake.
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

/** members/{uid}, as far as these callables write it (Admin SDK: firestore). */
export interface MemberRecords {
  exists(uid: string): Promise<boolean>;
  /** Writes members/{uid} with exactly uid, name, email and createdAt (server time). */
  create(record: { uid: string; name: string; email: string }): Promise<void>;
}

export interface MemberAccountsDeps {
  isStaff(uid: string): Promise<boolean>;
  accounts: AccountDirectory;
  members: MemberRecords;
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

/** Runs an account step; its refusals become the callable errors the client understands. */
async function accountStep<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountError) throw failures[error.kind]();
    throw error;
  }
}

async function requireStaff(request: CallableInput, deps: MemberAccountsDeps): Promise<string> {
  const uid = request.auth?.uid;
  if (!uid || !(await deps.isStaff(uid)))
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
  await requireStaff(request, deps);
  const fields = stringFields(request.data, ['name', 'email', 'password']);
  const { name, email } = nameAndEmail(fields);
  checkStrength(fields.password);
  const uid = await accountStep(() => deps.accounts.create(email, fields.password));
  await deps.members.create({ uid, name, email });
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
  await requireStaff(request, deps);
  const fields = stringFields(request.data, ['name', 'email', 'proof']);
  const { name, email } = nameAndEmail(fields);
  const signIn = await provenSignIn(fields.proof, deps);
  if (!sameEmail(signIn.email, email)) throw failures['invalid-proof']();
  if (await deps.members.exists(signIn.uid)) return { uid: signIn.uid, outcome: 'already-member' };
  await deps.members.create({ uid: signIn.uid, name, email });
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
  await requireStaff(request, deps);
  const fields = stringFields(request.data, ['uid', 'proof', 'newPassword']);
  checkStrength(fields.newPassword);
  const signIn = await provenSignIn(fields.proof, deps);
  if (signIn.uid !== fields.uid) throw failures['invalid-proof']();
  await accountStep(() => deps.accounts.setPassword(signIn.uid, fields.newPassword));
  return { changed: true };
}
