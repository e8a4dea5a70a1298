import {
  AUDIT_LOG,
  entryOfReport,
  RECORD_AUDIT_EVENT,
  type RecordAuditEventRequest,
} from '@/contracts/audit-log';
import { MEMBERS } from '@/contracts/collections';
import { backend, DataError } from './backend';

/**
 * Tells the server what this browser is about to do or did (an export's go-ahead, an import, a
 * bulk change, a sign-in, the log's own CSV); it checks the right and records it. Refused
 * (permission-denied) without the right: the caller then does not go ahead. Local mode's
 * stand-in for the server does the same against this browser's database.
 */
export async function recordAuditEvent(
  report: RecordAuditEventRequest,
  caller: { uid: string },
): Promise<void> {
  const { kind, data, functions } = backend();
  if (kind === 'firebase') {
    await functions.call(RECORD_AUDIT_EVENT, report);
    return;
  }
  const record = await data.get(MEMBERS, caller.uid);
  const entry = entryOfReport(
    report,
    { uid: caller.uid, record: record?.data ?? null },
    new Date(),
  );
  if (entry === 'refused')
    throw new DataError('permission-denied', 'この操作を行う権限がありません');
  if (entry) await data.add(AUDIT_LOG, { ...entry });
}
