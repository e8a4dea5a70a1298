import { authStrings } from '../strings';

/** Name for an auto-created member: the e-mail's local part, or 'ユーザー' when there is none. */
export function memberNameFromEmail(email: string | null | undefined): string {
  const localPart = (email ?? '').split('@')[0]?.trim() ?? '';
  return localPart || authStrings.defaultMemberName;
}
