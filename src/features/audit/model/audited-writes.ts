import type { AuditAction } from '@/contracts/audit-log';

/**
 * Which direct writes the 監査ログ records, decided once for the cloud's triggers
 * (functions/src/audit/on-audited-writes.ts, which get this file copied) and local mode's
 * (../data/local-audit-triggers.ts). Never the values: a key is 「設定」 or 「削除」, not the key.
 */
export interface AuditedWrite {
  action: AuditAction;
  actorUid: string;
  target: string;
  detail: string;
}

type Data = Record<string, unknown> | undefined;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A member's name changed: who renamed (the writer's stamp) and from what to what. */
export function auditOfMemberUpdate(before: Data, after: Data): AuditedWrite | null {
  if (!before || !after || text(before.name) === text(after.name)) return null;
  return {
    action: 'memberRenamed',
    actorUid: text(after.updatedBy),
    target: text(after.name),
    detail: `${text(before.name)} → ${text(after.name)}`,
  };
}

/** A member's own Chatwork key set, replaced or removed (only its owner writes it). */
export function auditOfKeyWrite(ownerUid: string, before: Data, after: Data): AuditedWrite | null {
  const key = text(after?.apiKey);
  if (text(before?.apiKey) === key) return null;
  return {
    action: 'chatworkKeySet',
    actorUid: ownerUid,
    target: 'Chatwork APIキー',
    detail: key ? '設定' : '削除',
  };
}
