import { AUDIT_ACTIONS, type AuditAction } from '@/contracts/audit-log';
import { instantOf, tokyoDay } from '@/lib/tokyo-time';
import { formatDateTimeSeconds } from '@/lib/format';
import { auditActionLabels, auditStrings as s, auditTargetLabels } from '../strings';

/** One 監査ログ entry as the screen shows it. */
export interface AuditRow {
  id: string;
  at: Date | null;
  action: AuditAction | null;
  actorUid: string;
  actorName: string;
  target: string;
  count: number | null;
  detail: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function parseAuditRow(id: string, data: Record<string, unknown>): AuditRow {
  const action = AUDIT_ACTIONS.find((known) => known === data.action) ?? null;
  return {
    id,
    at: instantOf(data.at),
    action,
    actorUid: text(data.actorUid),
    actorName: text(data.actorName),
    target: text(data.target),
    count: typeof data.count === 'number' ? data.count : null,
    detail: text(data.detail),
  };
}

/** The screen's filters: a member, a kind, and a period of Tokyo days (inclusive, '' = open). */
export interface AuditFilters {
  actorUid: string;
  action: AuditAction | '';
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { actorUid: '', action: '', from: '', to: '' };

export function matchesAuditFilters(row: AuditRow, filters: AuditFilters): boolean {
  if (filters.actorUid && row.actorUid !== filters.actorUid) return false;
  if (filters.action && row.action !== filters.action) return false;
  if (filters.from || filters.to) {
    if (!row.at) return false;
    const day = tokyoDay(row.at);
    if (filters.from && day < filters.from) return false;
    if (filters.to && day > filters.to) return false;
  }
  return true;
}

export const actionLabel = (row: AuditRow) =>
  row.action ? auditActionLabels[row.action] : s.unknownActor;

export const actorLabel = (row: AuditRow) => row.actorName || s.unknownActor;

/** 対象: the table's short name or the stored target, with the row count where there is one. */
export function targetLabel(row: AuditRow): string {
  const name = auditTargetLabels[row.target] ?? row.target;
  if (row.count === null) return name;
  return name ? `${name}（${s.rows(row.count)}）` : s.rows(row.count);
}

/** What the CSV holds: the columns as shown, 日時 in Tokyo to the second. */
export function auditCsvRows(rows: readonly AuditRow[]): string[][] {
  return [
    [s.colAt, s.colActor, s.colAction, s.colTarget, s.colDetail],
    ...rows.map((row) => [
      row.at ? formatDateTimeSeconds(row.at) : '',
      actorLabel(row),
      actionLabel(row),
      targetLabel(row),
      row.detail,
    ]),
  ];
}
