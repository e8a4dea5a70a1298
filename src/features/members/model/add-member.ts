import { memberStrings } from '../strings';
import type { AddMemberInput } from './types';

/** What adding needs; `data/members.ts` provides it on the active backend, tests a fake. */
export interface AddMemberPorts {
  /** Creates the sign-in account without switching the acting staff member's session. */
  createAccount(email: string, password: string): Promise<{ uid: string }>;
  /** Signs in on the side (secondary instance) to prove the password of an existing account. */
  checkPassword(email: string, password: string): Promise<{ uid: string }>;
  memberExists(uid: string): Promise<boolean>;
  /** Writes members/{uid} with uid, name, email, createdAt, as the acting staff member. */
  createMemberRecord(record: { uid: string; name: string; email: string }): Promise<void>;
}

export type AddMemberOutcome = 'added' | 're-added' | 'already-member';

/** A failure of adding, with the step it happened in (the messages differ). */
export class AddMemberError extends Error {
  constructor(
    readonly step: 'create' | 're-add',
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'AddMemberError';
  }
}

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/**
 * Spec part 2, section 8: create the account; when the e-mail is already in use, sign in with
 * the given password instead: a uid that is already a member -> 'already-member', else the
 * member is re-added. An account created earlier whose member write failed is repaired by
 * adding again the same way.
 */
export async function addMember(
  input: AddMemberInput,
  ports: AddMemberPorts,
): Promise<AddMemberOutcome> {
  const name = input.name.trim();
  const email = input.email.trim();
  let uid: string;
  let isReAdd = false;
  try {
    uid = (await ports.createAccount(email, input.password)).uid;
  } catch (error) {
    if (codeOf(error) !== 'email-already-in-use') throw new AddMemberError('create', error);
    try {
      uid = (await ports.checkPassword(email, input.password)).uid;
      if (await ports.memberExists(uid)) return 'already-member';
    } catch (reAddError) {
      throw new AddMemberError('re-add', reAddError);
    }
    isReAdd = true;
  }
  try {
    await ports.createMemberRecord({ uid, name, email });
  } catch (error) {
    throw new AddMemberError(isReAdd ? 're-add' : 'create', error);
  }
  return isReAdd ? 're-added' : 'added';
}

/** The toast for a successful outcome. */
export function addMemberOutcomeMessage(outcome: AddMemberOutcome): string {
  if (outcome === 'added') return memberStrings.added;
  if (outcome === 're-added') return memberStrings.reAdded;
  return memberStrings.alreadyMember;
}

/** The toast for a failure, by step and error code (spec part 2, section 8). */
export function addMemberErrorMessage(error: unknown): string {
  const step = error instanceof AddMemberError ? error.step : 'create';
  const cause = error instanceof AddMemberError ? error.cause : error;
  const code = codeOf(cause);
  if (step === 're-add') {
    if (code === 'invalid-credential' || code === 'wrong-password')
      return memberStrings.reAddWrongPassword;
    if (code === 'too-many-requests') return memberStrings.tooManyRequests;
    return memberStrings.reAddFailed(cause instanceof Error ? cause.message : String(cause));
  }
  if (code === 'invalid-email') return memberStrings.invalidEmail;
  if (code === 'weak-password') return memberStrings.weakPassword;
  return memberStrings.addFailed;
}
