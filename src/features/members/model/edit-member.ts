import { CALLABLE_REASONS } from '@/contracts/callable-reasons';
import { memberStrings } from '../strings';
import type { EditMemberInput, Member, RoleChoice } from './types';

/** What saving an edit needs; `data/members.ts` provides it, tests a fake. */
export interface EditMemberPorts {
  /** By the record's document id (a legacy record's may differ from its uid). */
  /** `by`: the writer's uid (the 監査ログ names who renamed). */
  updateMemberRecord(
    id: string,
    fields: { name: string; email: string },
    by: string,
  ): Promise<void>;
  /** 権限 (administrators only: the server refuses anyone else, and the last 管理者's demotion). */
  setMemberRole(uid: string, choice: RoleChoice): Promise<void>;
  saveChatworkKey(uid: string, apiKey: string): Promise<void>;
  changeOwnPassword(newPassword: string): Promise<void>;
  changePasswordWithCurrent(request: {
    email: string;
    currentPassword: string;
    newPassword: string;
    uid: string;
  }): Promise<void>;
}

export interface EditMemberRequest {
  member: Member;
  /** The signed-in member making the edit (uid). */
  by: string;
  /** The signed-in member's own row. */
  isSelf: boolean;
  input: EditMemberInput;
  /** The Chatwork key as loaded, so an unchanged key is not rewritten. */
  loadedChatworkKey?: string;
  /** Another member's current password from the prompt; null when none was given. */
  currentPassword: string | null;
}

export type PasswordResult =
  | 'unchanged'
  | 'changed'
  | 'requires-recent-login'
  | 'wrong-current-password'
  | 'current-password-missing'
  | { failed: string };

/** Failing to save name / e-mail / key: nothing about the password was tried. */
export class MemberUpdateError extends Error {
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'MemberUpdateError';
  }
}

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/**
 * Spec part 2, sections 4 and 8: name and e-mail are saved first (and the own Chatwork key),
 * then the password is tried: the own account directly, another account with its current
 * password. Password problems leave the info update standing and come back as a result.
 */
export async function saveMemberEdit(
  request: EditMemberRequest,
  ports: EditMemberPorts,
): Promise<PasswordResult> {
  const { member, isSelf, input } = request;
  try {
    // The record shown, by its document id: a legacy record's id may differ from its uid.
    await ports.updateMemberRecord(
      member.id,
      { name: input.name.trim(), email: input.email.trim() },
      request.by,
    );
    const { roleChoice } = input;
    if (
      roleChoice &&
      (roleChoice.role !== member.permissions.role ||
        roleChoice.canExport !== member.permissions.canExport)
    )
      await ports.setMemberRole(member.uid, roleChoice);
    if (isSelf && input.chatworkKey !== undefined) {
      const key = input.chatworkKey.trim();
      if (key !== (request.loadedChatworkKey ?? '').trim())
        await ports.saveChatworkKey(member.uid, key);
    }
  } catch (error) {
    throw new MemberUpdateError(error);
  }
  if (input.newPassword === '') return 'unchanged';
  try {
    if (isSelf) {
      await ports.changeOwnPassword(input.newPassword);
    } else {
      if (!request.currentPassword) return 'current-password-missing';
      await ports.changePasswordWithCurrent({
        // The sign-in address is the one the record had before this edit.
        email: member.email,
        currentPassword: request.currentPassword,
        newPassword: input.newPassword,
        uid: member.uid,
      });
    }
    return 'changed';
  } catch (error) {
    const code = codeOf(error);
    if (code === 'requires-recent-login') return 'requires-recent-login';
    if (code === 'invalid-credential' || code === 'wrong-password' || code === 'user-not-found')
      return 'wrong-current-password';
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

/** The message for a password result; null for 'unchanged' / 'changed' (plain success). */
export function passwordProblemMessage(result: PasswordResult): string | null {
  if (result === 'unchanged' || result === 'changed') return null;
  if (result === 'requires-recent-login') return memberStrings.requiresRecentLogin;
  if (result === 'wrong-current-password') return memberStrings.wrongCurrentPassword;
  if (result === 'current-password-missing') return memberStrings.currentPasswordMissing;
  return memberStrings.passwordChangeFailed(result.failed);
}

/** The toast for a failed save: the last 管理者 kept, or the spec's general failure. */
export function updateFailureMessage(error: unknown): string {
  const cause = error instanceof MemberUpdateError ? error.cause : error;
  const reason =
    typeof cause === 'object' && cause !== null && 'reason' in cause ? cause.reason : null;
  return reason === CALLABLE_REASONS.lastAdmin
    ? memberStrings.lastAdmin
    : memberStrings.updateFailed;
}
