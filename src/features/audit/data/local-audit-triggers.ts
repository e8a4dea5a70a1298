import { AUDIT_LOG, auditEntry } from '@/contracts/audit-log';
import { MEMBERS, memberPrivatePath, CHATWORK_KEY_DOC } from '@/contracts/collections';
import { SURVEY_SETTINGS } from '@/contracts/survey-collections';
import type { DataStore } from '@/lib/backend';
import type { LocalDataStore } from '@/lib/backend/local/local-data-store';
import { auditOfKeyWrite, auditOfMemberUpdate, type AuditedWrite } from '../model/audited-writes';

/**
 * Local mode's stand-in for the cloud's audit triggers (functions/src/audit/on-audited-writes.ts):
 * the same entries, by the same rules (model/audited-writes.ts), for a member renamed or deleted,
 * a Chatwork key set and the survey settings changed. `currentUid`: who is signed in in this tab
 * (the cloud reads it from the event's auth context).
 */
export function registerAuditLocalTriggers(
  store: LocalDataStore,
  currentUid: () => string | null,
): { watchKeyOf: (uid: string) => void } {
  const write = async (local: DataStore, entry: AuditedWrite) => {
    const actor = entry.actorUid ? await local.get(MEMBERS, entry.actorUid) : null;
    const name = typeof actor?.data.name === 'string' ? actor.data.name : '';
    await local.add(AUDIT_LOG, {
      ...auditEntry({ ...entry, actor: { uid: entry.actorUid, name } }, new Date()),
    });
  };
  store.onWrite(MEMBERS, async (local, changes) => {
    for (const { before, after } of changes) {
      if (before && after) {
        const renamed = auditOfMemberUpdate(before, after);
        if (renamed) await write(local, renamed);
      } else if (before && !after)
        await write(local, {
          action: 'memberDeleted',
          actorUid: currentUid() ?? '',
          target: typeof before.name === 'string' ? before.name : '',
          detail: '',
        });
    }
  });
  store.onWrite(SURVEY_SETTINGS, async (local, changes) => {
    for (const { id } of changes)
      await write(local, {
        action: 'settingsChanged',
        actorUid: currentUid() ?? '',
        target: `${SURVEY_SETTINGS}/${id}`,
        detail: '',
      });
  });
  // A member's key lives under their own path: watched from their first sign-in in this tab.
  const watched = new Set<string>();
  const watchKeyOf = (uid: string) => {
    if (watched.has(uid)) return;
    watched.add(uid);
    store.onWrite(memberPrivatePath(uid), async (local, changes) => {
      for (const { id, before, after } of changes) {
        if (id !== CHATWORK_KEY_DOC) continue;
        const entry = auditOfKeyWrite(uid, before ?? undefined, after ?? undefined);
        if (entry) await write(local, entry);
      }
    });
  };
  return { watchKeyOf };
}
