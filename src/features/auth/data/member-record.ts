import { backend, serverTimestamp, type AuthUser } from '@/lib/backend';
import { memberNameFromEmail } from '../model/member-name';

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
 * The signed-in user's member record, created on first sign-in (spec part 2, section 4).
 * Member documents are keyed by uid because the security rules recognise staff by
 * `members/{auth.uid}`. An older record stored under another id is copied to that key once,
 * keeping its name and chat key, so such users keep their access and display name.
 */
export async function ensureMember(user: AuthUser): Promise<MemberRecord> {
  const data = backend().data;
  const own = await data.get(MEMBERS, user.uid);
  if (own) return toMemberRecord(own.id, own.data);
  const [legacy] = await data.query(MEMBERS, {
    where: [{ field: 'uid', value: user.uid }],
    limit: 1,
  });
  const record = {
    uid: user.uid,
    name:
      typeof legacy?.data.name === 'string' && legacy.data.name
        ? legacy.data.name
        : memberNameFromEmail(user.email),
    email:
      typeof legacy?.data.email === 'string' && legacy.data.email
        ? legacy.data.email
        : (user.email ?? ''),
  };
  const chatworkApiKey =
    typeof legacy?.data.chatworkApiKey === 'string' ? legacy.data.chatworkApiKey : '';
  await data.set(MEMBERS, user.uid, {
    ...record,
    chatworkApiKey,
    createdAt: legacy?.data.createdAt ?? serverTimestamp(),
  });
  return { id: user.uid, ...record };
}
