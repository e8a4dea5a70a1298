import { CALLABLE_REASONS, type CallableReason } from '@/contracts/callable-reasons';
import type { CallableName, Callables } from '@/contracts/callables';
import {
  ADD_MEMBER,
  CHANGE_MEMBER_PASSWORD,
  RE_ADD_MEMBER,
  SET_MEMBER_ROLE,
  type MemberRoleChoice,
} from '@/contracts/members';
import type { Role } from '@/contracts/roles';
import { AuthError, type AuthErrorCode } from '../errors';
import { FunctionCallError } from '../function-call-error';
import type { AuthUser, FunctionsPort, MemberAccountsService } from '../types';

/** How a password is proven to the callables: a sign-in on the side (FirebaseAuthService). */
export interface AccountProver {
  proveAccount(email: string, password: string): Promise<AuthUser & { idToken: string }>;
}

/** The callables' reasons that the screens choose their messages by, as auth codes. */
const authCodeOf: Partial<Record<CallableReason, AuthErrorCode>> = {
  [CALLABLE_REASONS.emailInUse]: 'email-already-in-use',
  [CALLABLE_REASONS.invalidEmail]: 'invalid-email',
  [CALLABLE_REASONS.weakPassword]: 'weak-password',
  [CALLABLE_REASONS.invalidProof]: 'invalid-credential',
};

/** A callable's refusal with a known reason becomes an AuthError; anything else stays as is. */
function asAuthError(error: unknown): unknown {
  if (!(error instanceof FunctionCallError) || !error.reason) return error;
  const code = authCodeOf[error.reason];
  return code ? new AuthError(code, error.message, { cause: error }) : error;
}

/**
 * Members' accounts through the staff-only callables (functions/src/members/). The browser
 * creates no account itself, so e-mail sign-up can be turned off for the project. A password the
 * spec asks for (re-adding, another member's password change) is checked by Auth in a sign-in on
 * the side; the callable gets that sign-in's ID token as proof, never the password.
 */
export class FirebaseMemberAccounts implements MemberAccountsService {
  constructor(
    private readonly prover: AccountProver,
    private readonly functions: FunctionsPort,
  ) {}

  private async call<Name extends CallableName>(
    name: Name,
    data: Callables[Name]['request'],
  ): Promise<Callables[Name]['response']> {
    try {
      return await this.functions.call(name, data);
    } catch (error) {
      throw asAuthError(error);
    }
  }

  async create(input: { name: string; email: string; password: string } & MemberRoleChoice) {
    const { uid } = await this.call(ADD_MEMBER, input);
    return { uid };
  }

  async reAdd(input: { name: string; email: string; password: string } & MemberRoleChoice) {
    const proof = await this.prover.proveAccount(input.email, input.password);
    const { outcome } = await this.call(RE_ADD_MEMBER, {
      name: input.name,
      email: input.email,
      proof: proof.idToken,
      ...(input.role ? { role: input.role } : {}),
      ...(input.canExport !== undefined ? { canExport: input.canExport } : {}),
    });
    return outcome;
  }

  async setRole(input: { uid: string; role: Role; canExport: boolean }) {
    await this.call(SET_MEMBER_ROLE, input);
  }

  async changePassword(input: {
    uid: string;
    email: string;
    currentPassword: string;
    newPassword: string;
  }) {
    const proof = await this.prover.proveAccount(input.email, input.currentPassword);
    if (proof.uid !== input.uid)
      throw new AuthError('invalid-credential', 'the account is not the expected member');
    await this.call(CHANGE_MEMBER_PASSWORD, {
      uid: input.uid,
      proof: proof.idToken,
      newPassword: input.newPassword,
    });
  }
}
