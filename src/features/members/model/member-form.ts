import { memberStrings } from '../strings';
import type { AddMemberInput, EditMemberInput } from './types';

/** Spec part 2, section 9. */
export const MIN_PASSWORD_LENGTH = 6;

const blank = (value: string) => value.trim() === '';

/** The add form's message, or null when it may be sent. */
export function validateAddMember(input: AddMemberInput): string | null {
  if (blank(input.name) || blank(input.email) || input.password === '')
    return memberStrings.addRequired;
  if (input.password.length < MIN_PASSWORD_LENGTH) return memberStrings.passwordTooShort;
  return null;
}

/** The edit form's message, or null when it may be sent. */
export function validateEditMember(input: EditMemberInput): string | null {
  if (blank(input.name) || blank(input.email)) return memberStrings.editRequired;
  if (input.newPassword !== '' && input.newPassword.length < MIN_PASSWORD_LENGTH)
    return memberStrings.passwordTooShort;
  return null;
}
