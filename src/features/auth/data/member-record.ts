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

export async function findMemberByUid(uid: string): Promise<MemberRecord | null> {
  const [doc] = await backend().data.query(MEMBERS, {
    where: [{ field: 'uid', value: uid }],
    limit: 1,
  });
  return doc ? toMemberRecord(doc.id, doc.data) : null;
}

/**
 * The signed-in user's member record, created on first sign-in (spec part 2, section 4).
 * The document id is the uid, which the security rules check on create.
 */
export async function ensureMember(user: AuthUser): Promise<MemberRecord> {
  const existing = await findMemberByUid(user.uid);
  if (existing) return existing;
  const record = { uid: user.uid, name: memberNameFromEmail(user.email), email: user.email ?? '' };
  await backend().data.set(MEMBERS, user.uid, {
    ...record,
    chatworkApiKey: '',
    createdAt: serverTimestamp(),
  });
  return { id: user.uid, ...record };
}
