import { AUDIT_LOG, auditEntry, type AuditAction } from '@/contracts/audit-log';
import { MEMBERS } from '@/contracts/collections';
import { permissionsOf } from '@/contracts/roles';
import { RESPONSES } from '@/contracts/survey-collections';
import {
  MOVE_TO_TRASH,
  PURGE_FROM_TRASH,
  RESTORE_FROM_TRASH,
  TRASH,
  type TrashableCollection,
} from '@/contracts/trash';
import { backend, DataError, type DataStore } from '../backend';
import type { Transaction } from '../backend/types';
import { instantOf } from '../tokyo-time';
import {
  moveToTrash as moveInStore,
  purgeDueAt,
  purgeTargets,
  TRASH_SWEEPER,
  restoreFromTrash as restoreInStore,
  TrashRefused,
  type TrashStore,
} from './trash-core';

/**
 * The ゴミ箱 from the browser: the Firebase backend calls the trash callables (the server moves,
 * restores and erases; the rules let no client delete a row or write the ゴミ箱); local mode runs
 * the same core in this browser's database, with the same 権限 checks and 監査ログ entries.
 */

const txStore = (tx: Transaction): TrashStore => ({
  get: async (collection, id) => (await tx.get(collection, id))?.data ?? null,
  set: (collection, id, data) => tx.set(collection, id, { ...data }),
  update: (collection, id, data) => tx.update(collection, id, { ...data }),
  delete: (collection, id) => tx.delete(collection, id),
});

/** Local mode's check of the caller's 権限, as the callables make it. */
async function localCaller(data: DataStore, uid: string, need: 'edit' | 'admin') {
  const record = await data.get(MEMBERS, uid);
  const permissions = record ? permissionsOf(record.data) : null;
  if (!(need === 'admin' ? permissions?.isAdmin : permissions?.canEdit))
    throw new DataError('permission-denied', 'この操作を行う権限がありません');
  return { uid, name: typeof record?.data.name === 'string' ? record.data.name : '' };
}

async function localAudit(
  data: DataStore,
  actor: { uid: string; name: string },
  action: AuditAction,
  fields: { target: string; detail: string; count?: number },
) {
  await data.add(AUDIT_LOG, { ...auditEntry({ action, actor, ...fields }, new Date()) });
}

const refused = (error: unknown) =>
  error instanceof TrashRefused ? new DataError('failed-precondition', error.message) : error;

/** 削除: a customer row, survey or promotion goes to the ゴミ箱. */
export async function moveToTrash(
  collection: TrashableCollection,
  id: string,
  by: { uid: string },
): Promise<void> {
  const { kind, data, functions } = backend();
  if (kind === 'firebase') {
    await functions.call(MOVE_TO_TRASH, { collection, id });
    return;
  }
  await localCaller(data, by.uid, 'edit');
  await data
    .runTransaction((tx) => moveInStore(txStore(tx), { collection, id }, by, new Date()))
    .catch((error: unknown) => {
      throw refused(error);
    });
}

/** 復元: back where it was (anyone who may edit). */
export async function restoreFromTrash(itemId: string, by: { uid: string }): Promise<void> {
  const { kind, data, functions } = backend();
  if (kind === 'firebase') {
    await functions.call(RESTORE_FROM_TRASH, { itemId });
    return;
  }
  const actor = await localCaller(data, by.uid, 'edit');
  const item = await data
    .runTransaction((tx) => restoreInStore(txStore(tx), itemId, by, new Date()))
    .catch((error: unknown) => {
      throw refused(error);
    });
  // The entry's id, not its title: the 監査ログ keeps no customer's name.
  await localAudit(data, actor, 'restore', { target: item.collection, detail: itemId });
}

/** Erases an entry's documents (a survey's responses among them); how many it erased. */
async function purgeLocally(data: DataStore, itemId: string, item: Record<string, unknown>) {
  const targets = await purgeTargets(item, itemId, async (surveyId) =>
    (await data.query(RESPONSES, { where: [{ field: 'surveyId', value: surveyId }] })).map(
      (doc) => doc.id,
    ),
  );
  await data.batchWrite(targets.map((target) => ({ kind: 'delete' as const, ...target })));
  return targets.length;
}

/** 完全に削除: erased for good now (管理者). */
export async function purgeFromTrash(itemId: string, by: { uid: string }): Promise<void> {
  const { kind, data, functions } = backend();
  if (kind === 'firebase') {
    await functions.call(PURGE_FROM_TRASH, { itemId });
    return;
  }
  const actor = await localCaller(data, by.uid, 'admin');
  const item = await data.get(TRASH, itemId);
  if (!item) throw new DataError('not-found', '見つかりません');
  const count = await purgeLocally(data, itemId, item.data);
  await localAudit(data, actor, 'purge', {
    target: String(item.data.collection ?? ''),
    detail: itemId,
    count,
  });
}

/**
 * Local mode's stand-in for the daily erasure (purgeTrashDaily): what has waited its days goes
 * for good, recorded as the ゴミ箱's own act. Run when the local server starts.
 */
export async function purgeDueLocally(data: DataStore, now: Date): Promise<number> {
  let purged = 0;
  for (const doc of await data.query(TRASH)) {
    const at = instantOf(doc.data.deletedAt);
    if (!at || purgeDueAt(at) > now) continue;
    const count = await purgeLocally(data, doc.id, doc.data);
    await localAudit(data, { uid: '', name: TRASH_SWEEPER }, 'purge', {
      target: String(doc.data.collection ?? ''),
      detail: doc.id,
      count,
    });
    purged += 1;
  }
  return purged;
}
