import { permissionsOf, type Permissions } from './roles';

/**
 * The 監査ログ: who did what to the team's data, written by the server alone (the functions with
 * the Admin SDK; in local mode the browser's stand-in for them) and kept three years. Entries
 * name what was done and how much, never the values (an erasure says how many documents, not
 * what they held). Dependency-free: copied into functions/src/shared/contracts/.
 */
export { AUDIT_LOG } from './collections';

/** Kept three years: the TTL policy on expireAt removes an entry once they are over. */
export const AUDIT_RETENTION_YEARS = 3;

/** The same instant AUDIT_RETENTION_YEARS later (29 February: 1 March). */
function retentionEnd(at: Date): Date {
  const end = new Date(at.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + AUDIT_RETENTION_YEARS);
  return end;
}

export const AUDIT_ACTIONS = [
  'export',
  'import',
  'bulkDelete',
  'bulkEdit',
  'merge',
  'undoMerge',
  'restore',
  'purge',
  'memberAdded',
  'memberDeleted',
  'memberRenamed',
  'roleChanged',
  'chatworkKeySet',
  'settingsChanged',
  'disclosure',
  'erasure',
  'signIn',
  'auditExport',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditActor {
  uid: string;
  name: string;
}

/** auditLog/{auto id}, as stored. */
export interface AuditEntry {
  action: AuditAction;
  actorUid: string;
  actorName: string;
  /** What it was done to: a table ('sa_list'), a member's name, a settings document. */
  target: string;
  /** How many rows or documents, where that means something. */
  count: number | null;
  /** A short plain-text detail: the view's name, the role given, the searched kind. */
  detail: string;
  at: Date;
  expireAt: Date;
}

const MAX_TEXT = 300;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

export function auditEntry(
  input: {
    action: AuditAction;
    actor: AuditActor;
    target?: string;
    count?: number | null;
    detail?: string;
  },
  now: Date,
): AuditEntry {
  return {
    action: input.action,
    actorUid: input.actor.uid,
    actorName: clip(input.actor.name),
    target: clip(input.target ?? ''),
    count: input.count ?? null,
    detail: clip(input.detail ?? ''),
    at: now,
    expireAt: retentionEnd(now),
  };
}

// ---- What a browser reports, for the server to check and record ----

/**
 * `recordAuditEvent`: the browser asks before an export or an import runs, and reports bulk
 * changes, sign-ins and the log's own CSV. The server checks the caller's right first (the
 * answer is the export's go-ahead) and records the event; a refusal is permission-denied.
 */
export const RECORD_AUDIT_EVENT = 'recordAuditEvent';

export const REPORTED_AUDIT_KINDS = [
  'export',
  'import',
  'bulkDelete',
  'bulkEdit',
  'signIn',
  'auditExport',
] as const satisfies readonly AuditAction[];
export type ReportedAuditKind = (typeof REPORTED_AUDIT_KINDS)[number];

/** Bulk deletes and edits are recorded from this many rows up (fewer: the history has them). */
export const BULK_AUDIT_MIN_ROWS = 21;

export interface RecordAuditEventRequest {
  kind: ReportedAuditKind;
  /** The customer table ('sa_list', 'ob_list'), for exports, imports and bulk changes. */
  table?: string;
  /** The view the export came from, or how the import matched rows. */
  view?: string;
  rowCount?: number;
}

export interface RecordAuditEventResponse {
  recorded: boolean;
}

/** Who may report each kind: the export right for exports and imports, and so on. */
export function mayReport(kind: ReportedAuditKind, permissions: Permissions): boolean {
  switch (kind) {
    case 'export':
    case 'import':
      return permissions.canExport;
    case 'bulkDelete':
    case 'bulkEdit':
      return permissions.canEdit;
    case 'auditExport':
      return permissions.isAdmin;
    case 'signIn':
      return true;
  }
}

const isKind = (value: unknown): value is ReportedAuditKind =>
  typeof value === 'string' && (REPORTED_AUDIT_KINDS as readonly string[]).includes(value);

const textOr = (value: unknown, fallback: string) =>
  typeof value === 'string' ? value.slice(0, MAX_TEXT) : fallback;

/** The request, checked: null when it is not one (invalid-argument). */
export function parseAuditReport(data: unknown): RecordAuditEventRequest | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, table, view, rowCount } = data as Record<string, unknown>;
  if (!isKind(kind)) return null;
  if (rowCount !== undefined && (typeof rowCount !== 'number' || !Number.isInteger(rowCount)))
    return null;
  if (typeof rowCount === 'number' && rowCount < 0) return null;
  return {
    kind,
    table: textOr(table, ''),
    view: textOr(view, ''),
    ...(typeof rowCount === 'number' ? { rowCount } : {}),
  };
}

/**
 * What the server does with a report: 'refused' without the right; null when there is nothing to
 * record (a bulk change of fewer rows than BULK_AUDIT_MIN_ROWS); otherwise the entry to write.
 */
export function entryOfReport(
  report: RecordAuditEventRequest,
  caller: { uid: string; record: Record<string, unknown> | null },
  now: Date,
): AuditEntry | 'refused' | null {
  if (!caller.record || !mayReport(report.kind, permissionsOf(caller.record))) return 'refused';
  const bulk = report.kind === 'bulkDelete' || report.kind === 'bulkEdit';
  if (bulk && (report.rowCount ?? 0) < BULK_AUDIT_MIN_ROWS) return null;
  const name = caller.record.name;
  return auditEntry(
    {
      action: report.kind,
      actor: { uid: caller.uid, name: typeof name === 'string' ? name : '' },
      target: report.table ?? '',
      count: report.rowCount ?? null,
      detail: report.view ?? '',
    },
    now,
  );
}
