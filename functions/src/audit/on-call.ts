import { adminFirestore } from '../admin.js';
import { CallableError, type CallableInput } from '../callable-error.js';
import { onCallable } from '../on-callable.js';
import {
  AUDIT_LOG,
  entryOfReport,
  parseAuditReport,
  RECORD_AUDIT_EVENT,
  type AuditEntry,
  type RecordAuditEventResponse,
} from '../shared/contracts/audit-log.js';
import { MEMBERS } from '../shared/contracts/collections.js';

export const auditCallMessages = {
  permissionDenied: 'この操作を行う権限がありません',
  invalidRequest: 'リクエストの内容が正しくありません',
} as const;

export interface RecordAuditDeps {
  memberRecord(uid: string): Promise<Record<string, unknown> | null>;
  write(entry: AuditEntry): Promise<void>;
  now?: () => Date;
}

/**
 * recordAuditEvent: the export's go-ahead and the record of what a browser did. The caller's
 * right is checked first (an export or import needs the export right: src/contracts/roles.ts);
 * a refusal is permission-denied and nothing is recorded.
 */
export async function recordAuditEvent(
  input: CallableInput,
  deps: RecordAuditDeps,
): Promise<RecordAuditEventResponse> {
  const uid = input.auth?.uid;
  if (!uid) throw new CallableError('permission-denied', auditCallMessages.permissionDenied);
  const report = parseAuditReport(input.data);
  if (!report) throw new CallableError('invalid-argument', auditCallMessages.invalidRequest);
  const entry = entryOfReport(
    report,
    { uid, record: await deps.memberRecord(uid) },
    (deps.now ?? (() => new Date()))(),
  );
  if (entry === 'refused')
    throw new CallableError('permission-denied', auditCallMessages.permissionDenied);
  if (entry) await deps.write(entry);
  return { recorded: entry !== null };
}

export const recordAuditEventCall = onCallable<RecordAuditEventResponse>(
  RECORD_AUDIT_EVENT,
  {},
  (input) => {
    const db = adminFirestore();
    return recordAuditEvent(input, {
      memberRecord: async (uid) => (await db.doc(`${MEMBERS}/${uid}`).get()).data() ?? null,
      write: async (entry) => void (await db.collection(AUDIT_LOG).add({ ...entry })),
    });
  },
);
