import { MEMBERS } from '@/contracts/collections';
import { backend, serverTimestamp, type Unsubscribe } from '@/lib/backend';
import type { AddMemberPorts } from '../model/add-member';
import type { EditMemberPorts } from '../model/edit-member';
import { parseMember, sortMembers } from '../model/member-list';
import type { Member } from '../model/types';
import { saveChatworkKey } from './chatwork-key';

/** Every member, oldest first, live (spec: list all). */
export function subscribeMembers(
  onChange: (members: Member[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    MEMBERS,
    {},
    (docs) => onChange(sortMembers(docs.map((doc) => parseMember(doc.id, doc.data)))),
    onError,
  );
}

/**
 * Only name, email, updatedAt and the writer change (the rules allow nothing else); by document
 * id. `by`: the writer's uid, which the 監査ログ names for a rename.
 */
export async function updateMemberRecord(
  id: string,
  fields: { name: string; email: string },
  by: string,
): Promise<void> {
  await backend().data.update(MEMBERS, id, {
    name: fields.name,
    email: fields.email,
    updatedAt: serverTimestamp(),
    updatedBy: by,
  });
}

/**
 * Deletes the member record by its document id; the sign-in account remains (spec), but is
 * refused from now on.
 */
export async function deleteMemberRecord(id: string): Promise<void> {
  await backend().data.delete(MEMBERS, id);
}

/**
 * Adding, re-adding and other members' password changes go through the backend's members
 * accounts (Firebase: staff-only callables; the client creates no account and writes no member
 * record itself).
 */
export const addMemberPorts: AddMemberPorts = {
  createMember: (input) => backend().memberAccounts.create(input),
  reAddMember: (input) => backend().memberAccounts.reAdd(input),
};

export const editMemberPorts: EditMemberPorts = {
  updateMemberRecord,
  setMemberRole: (uid, choice) => backend().memberAccounts.setRole({ uid, ...choice }),
  saveChatworkKey,
  changeOwnPassword: (newPassword) => backend().auth.changeOwnPassword(newPassword),
  changePasswordWithCurrent: (request) => backend().memberAccounts.changePassword(request),
};
