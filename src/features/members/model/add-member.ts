import type { MemberRoleChoice } from '@/contracts/members';
import { memberStrings } from '../strings';
import type { AddMemberInput } from './types';

/**
 * What adding needs; `data/members.ts` provides it on the active backend (Firebase: the
 * staff-only callables), tests a fake. The acting staff member's session never switches.
 */
export interface AddMemberPorts {
  /** Creates the account and its member record; `email-already-in-use` when it has one. */
  createMember(
    input: { name: string; email: string; password: string } & MemberRoleChoice,
  ): Promise<{ uid: string }>;
  /** Makes the existing account of `email` a member again, proven by its password. */
  reAddMember(
    input: { name: string; email: string; password: string } & MemberRoleChoice,
  ): Promise<'re-added' | 'already-member'>;
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
 * Spec part 2, section 8: create the account (and its record); when the e-mail is already in
 * use, re-add that account with the given password instead: already a member ->
 * 'already-member', else it is re-added. An account created earlier whose record write failed is
 * repaired by adding again the same way.
 */
export async function addMember(
  input: AddMemberInput,
  ports: AddMemberPorts,
): Promise<AddMemberOutcome> {
  const request = {
    name: input.name.trim(),
    email: input.email.trim(),
    password: input.password,
    ...(input.roleChoice ?? {}),
  };
  try {
    await ports.createMember(request);
    return 'added';
  } catch (error) {
    if (codeOf(error) !== 'email-already-in-use') throw new AddMemberError('create', error);
  }
  try {
    return await ports.reAddMember(request);
  } catch (error) {
    throw new AddMemberError('re-add', error);
  }
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
