import { AUDIT_LOG, auditEntry, type AuditAction } from '../shared/contracts/audit-log.js';
import { MEMBERS } from '../shared/contracts/collections.js';

/** One 監査ログ entry to write: the actor by uid (their member name is looked up). */
export interface AuditWriteInput {
  action: AuditAction;
  actorUid: string;
  target?: string;
  count?: number | null;
  detail?: string;
}

export type AuditWrite = (input: AuditWriteInput) => Promise<void>;

/** The slice of the Admin SDK's Firestore an audit write uses (the real one fits). */
export interface AuditStore {
  doc(path: string): { get(): Promise<{ readonly exists: boolean; get(field: string): unknown }> };
  collection(path: string): { add(data: Record<string, unknown>): Promise<unknown> };
}

/** Name of a member, or '' for an account without a record (a trigger's unknown author). */
async function memberName(db: AuditStore, uid: string): Promise<string> {
  if (!uid) return '';
  const snapshot = await db.doc(`${MEMBERS}/${uid}`).get();
  const name = snapshot.exists ? snapshot.get('name') : '';
  return typeof name === 'string' ? name : '';
}

/**
 * Writes entries with the Admin SDK: the rules let no client write the log. `actorName` may be
 * given where the member record is gone (a deleted member's own last act).
 */
export function adminAuditLog(db: AuditStore, now: () => Date = () => new Date()) {
  return async (input: AuditWriteInput & { actorName?: string }): Promise<void> => {
    const name = input.actorName ?? (await memberName(db, input.actorUid));
    await db
      .collection(AUDIT_LOG)
      .add({ ...auditEntry({ ...input, actor: { uid: input.actorUid, name } }, now()) });
  };
}
