import { AUDIT_LOG, type AuditAction } from '@/contracts/audit-log';
import { backend, type StoredDocument } from '@/lib/backend';
import { parseAuditRow, type AuditRow } from '../model/audit-entries';

/** Entries per read: the screen reads more on demand (newest first). */
export const AUDIT_PAGE_SIZE = 200;

/** Where the next page starts (the last entry read). */
export type AuditCursor = StoredDocument;

export interface AuditPage {
  rows: AuditRow[];
  /** Where the next page starts; null when this was the last. */
  next: AuditCursor | null;
}

/**
 * One page of the 監査ログ, newest first: everything, one member's, or one kind's (each an
 * equality on an indexed field; firestore.indexes.json). Administrators only (the rules).
 */
export async function loadAuditPage(
  by: { actorUid?: string; action?: AuditAction | '' },
  after: AuditCursor | null,
): Promise<AuditPage> {
  const { data } = backend();
  const page = { limit: AUDIT_PAGE_SIZE, ...(after ? { startAfter: after } : {}) };
  const docs = by.actorUid
    ? await data.query(AUDIT_LOG, {
        where: [{ field: 'actorUid', value: by.actorUid }],
        orderBy: { field: 'at', direction: 'desc' },
        ...page,
      })
    : by.action
      ? await data.query(AUDIT_LOG, {
          where: [{ field: 'action', value: by.action }],
          orderBy: { field: 'at', direction: 'desc' },
          ...page,
        })
      : await data.query(AUDIT_LOG, { orderBy: { field: 'at', direction: 'desc' }, ...page });
  return {
    rows: docs.map((doc) => parseAuditRow(doc.id, doc.data)),
    next: docs.length === AUDIT_PAGE_SIZE ? (docs.at(-1) ?? null) : null,
  };
}
