import { CHATWORK_KEY_DOC, MEMBERS, memberPrivatePath } from '../shared/contracts/collections.js';
import { CallableError, type CallableErrorCode, type CallableInput } from '../callable-error.js';
import type { ChatworkFailure, FetchMentionsOptions } from './fetch-chatwork-mentions.js';
import type { GetMentionsResponse } from '../shared/contracts/mentions.js';

export type { GetMentionsResponse };

/**
 * The slice of the Admin SDK's Firestore the staff check reads. The real `Firestore` fits it, and
 * tests hand in a typed fake.
 */
export interface MemberDirectory {
  doc(path: string): {
    get(): Promise<{ readonly exists: boolean; data?(): Record<string, unknown> | undefined }>;
  };
}

/** Staff = a signed-in account with a members/{uid} document (see docs/security.md). */
export function staffFromMembers(db: MemberDirectory): (uid: string) => Promise<boolean> {
  return async (uid) => (await db.doc(`${MEMBERS}/${uid}`).get()).exists;
}

/** Where a member keeps their own Chatwork key (owner-only in the rules). */
export const chatworkKeyPath = (uid: string) => `${memberPrivatePath(uid)}/${CHATWORK_KEY_DOC}`;

/** The member's stored key ('' when none), read with the Admin SDK. */
export function chatworkKeyFromMembers(db: MemberDirectory): (uid: string) => Promise<string> {
  return async (uid) => {
    const snapshot = await db.doc(chatworkKeyPath(uid)).get();
    const apiKey = snapshot.exists ? snapshot.data?.()?.apiKey : undefined;
    return typeof apiKey === 'string' ? apiKey : '';
  };
}

export interface GetMentionsDeps {
  isStaff(uid: string): Promise<boolean>;
  /** The caller's own stored key: a key in the payload is never used. */
  chatworkKeyOf(uid: string): Promise<string>;
  /** Everything but the key: base URL (CHATWORK_API_BASE), fetch, timeouts. */
  chatwork?: Omit<FetchMentionsOptions, 'apiKey'>;
}

export const mentionsMessages = {
  permissionDenied: 'この操作を行う権限がありません',
  missingKey: 'ChatWork API KEYが設定されていません',
  keyTooLong: 'ChatWork API KEYが長すぎます',
  internal: 'サーバーで予期しないエラーが発生しました',
} as const;

/** Chatwork tokens are 32 characters; anything much longer is not a key (the rules cap it too). */
export const MAX_KEY_LENGTH = 256;

/** The callable code of each Chatwork failure (the reason stays the Japanese message). */
export const codeOfChatworkFailure: Record<ChatworkFailure, CallableErrorCode> = {
  'invalid-token': 'failed-precondition',
  'rate-limited': 'resource-exhausted',
  unreachable: 'unavailable',
  timeout: 'deadline-exceeded',
  unexpected: 'unknown',
};

/**
 * The calling staff member and their own stored key, or the callable error to answer: only
 * staff, never a key from the payload (a caller cannot spend someone else's key or probe keys).
 */
export async function staffCallerKey(
  request: CallableInput,
  deps: Pick<GetMentionsDeps, 'isStaff' | 'chatworkKeyOf'>,
): Promise<{ uid: string; apiKey: string }> {
  const uid = request.auth?.uid;
  if (!uid || !(await deps.isStaff(uid)))
    throw new CallableError('permission-denied', mentionsMessages.permissionDenied);
  const apiKey = (await deps.chatworkKeyOf(uid)).trim();
  if (!apiKey) throw new CallableError('invalid-argument', mentionsMessages.missingKey);
  if (apiKey.length > MAX_KEY_LENGTH)
    throw new CallableError('invalid-argument', mentionsMessages.keyTooLong);
  return { uid, apiKey };
}
