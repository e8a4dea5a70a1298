import { backend, type Unsubscribe } from '@/lib/backend';

const MEMBERS = 'members';

export interface MemberRecord {
  id: string;
  uid: string;
  name: string;
  email: string;
}

function toMemberRecord(id: string, data: Record<string, unknown>): MemberRecord {
  return {
    id,
    uid: typeof data.uid === 'string' ? data.uid : '',
    name: typeof data.name === 'string' ? data.name : '',
    email: typeof data.email === 'string' ? data.email : '',
  };
}

/**
 * Follows the signed-in account's own member record, `members/{uid}`: the one thing that makes
 * an account staff (README, identity model). Calls back with the record, or null while there is
 * none (never added, or deleted: the session is then refused at once). Signing in only reads;
 * records are written by staff (members screen) or the Admin SDK (`npm run create-admin`).
 *
 * The watch is a query on `uid == own uid` because the data interface subscribes to queries;
 * the rules allow exactly that query to anyone signed in, and only the document whose id is
 * the uid counts (a record under another id is legacy data for `npm run migrate-members`).
 */
export function watchOwnMember(
  uid: string,
  onChange: (member: MemberRecord | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    MEMBERS,
    { where: [{ field: 'uid', value: uid }] },
    (docs) => {
      const own = docs.find((doc) => doc.id === uid);
      onChange(own ? toMemberRecord(own.id, own.data) : null);
    },
    onError,
  );
}
