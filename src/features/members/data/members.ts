import { backend, serverTimestamp, type Unsubscribe } from '@/lib/backend';
import type { AddMemberPorts } from '../model/add-member';
import type { EditMemberPorts } from '../model/edit-member';
import { parseMember, sortMembers } from '../model/member-list';
import type { Member } from '../model/types';
import { saveChatworkKey } from './chatwork-key';

const MEMBERS = 'members';

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

export async function memberExists(uid: string): Promise<boolean> {
  return (await backend().data.get(MEMBERS, uid)) !== null;
}

/**
 * members/{uid} with exactly uid, name, email and createdAt: the only shape the rules let
 * staff create (the Chatwork key lives in members/{uid}/private/chatwork).
 */
export async function createMemberRecord(record: {
  uid: string;
  name: string;
  email: string;
}): Promise<void> {
  await backend().data.set(MEMBERS, record.uid, {
    uid: record.uid,
    name: record.name,
    email: record.email,
    createdAt: serverTimestamp(),
  });
}

/** Only name, email and updatedAt change (the rules allow nothing else); by document id. */
export async function updateMemberRecord(
  id: string,
  fields: { name: string; email: string },
): Promise<void> {
  await backend().data.update(MEMBERS, id, {
    name: fields.name,
    email: fields.email,
    updatedAt: serverTimestamp(),
  });
}

/**
 * Deletes the member record by its document id; the sign-in account remains (spec), but is
 * refused from now on.
 */
export async function deleteMemberRecord(id: string): Promise<void> {
  await backend().data.delete(MEMBERS, id);
}

export const addMemberPorts: AddMemberPorts = {
  createAccount: (email, password) => backend().auth.createAccount(email, password),
  checkPassword: (email, password) => backend().auth.checkPassword(email, password),
  memberExists,
  createMemberRecord,
};

export const editMemberPorts: EditMemberPorts = {
  updateMemberRecord,
  saveChatworkKey,
  changeOwnPassword: (newPassword) => backend().auth.changeOwnPassword(newPassword),
  changePasswordWithCurrent: (request) => backend().auth.changePasswordWithCurrent(request),
};
