import { MEMBERS } from './shared/contracts/collections.js';
import { permissionsOf, type Permissions } from './shared/contracts/roles.js';
import type { MemberDirectory } from './mentions/get-chatwork-mentions.js';

/**
 * The caller's 権限, read from their member record (src/contracts/roles.ts): every callable
 * checks it before anything changes. Null for an account that is not staff.
 */
export function permissionsFromMembers(
  db: MemberDirectory,
): (uid: string) => Promise<Permissions | null> {
  return async (uid) => {
    const snapshot = await db.doc(`${MEMBERS}/${uid}`).get();
    return snapshot.exists ? permissionsOf(snapshot.data?.() ?? {}) : null;
  };
}

/** Edits customers, surveys and the rest (not 閲覧のみ). */
export function editorFromMembers(db: MemberDirectory): (uid: string) => Promise<boolean> {
  const permissions = permissionsFromMembers(db);
  return async (uid) => (await permissions(uid))?.canEdit === true;
}

/** 管理者: manages members and roles, reads the 監査ログ. */
export function adminFromMembers(db: MemberDirectory): (uid: string) => Promise<boolean> {
  const permissions = permissionsFromMembers(db);
  return async (uid) => (await permissions(uid))?.isAdmin === true;
}
