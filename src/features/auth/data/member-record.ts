import { MEMBERS } from '@/contracts/collections';
import { permissionsOf, type Permissions } from '@/contracts/roles';
import { backend, type Unsubscribe } from '@/lib/backend';

export interface MemberRecord {
  id: string;
  uid: string;
  name: string;
  email: string;
  /** 権限, followed live: a role changed by an administrator applies at once. */
  permissions: Permissions;
}

function toMemberRecord(id: string, data: Record<string, unknown>): MemberRecord {
  return {
    id,
    uid: typeof data.uid === 'string' ? data.uid : '',
    name: typeof data.name === 'string' ? data.name : '',
    email: typeof data.email === 'string' ? data.email : '',
    permissions: permissionsOf(data),
  };
}

/**
 * Follows the signed-in account's own member record, `members/{uid}`: the one thing that makes
 * an account staff (docs/security.md, identity model). Calls back with the record, or null while there is
 * none (never added, or deleted: the session is then refused at once). Signing in only reads;
 * records are written by staff (members screen) or the Admin SDK (`npm run create-admin`).
 * The rules let anyone signed in get their own member document, even when it is missing; a
 * record under another id is legacy data for `npm run migrate-members` and does not count.
 */
export function watchOwnMember(
  uid: string,
  onChange: (member: MemberRecord | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribeDoc(
    MEMBERS,
    uid,
    (doc) => onChange(doc ? toMemberRecord(doc.id, doc.data) : null),
    onError,
  );
}
