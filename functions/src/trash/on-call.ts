import type { Firestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminFirestore } from '../admin.js';
import { adminAuditLog } from '../audit/audit-write.js';
import { CallableError, type CallableInput } from '../callable-error.js';
import { permissionsFromMembers } from '../caller-roles.js';
import { transactionStore } from '../customer-merge/on-call.js';
import { onCallable } from '../on-callable.js';
import { FUNCTIONS_REGION } from '../region.js';
import { RESPONSES } from '../shared/contracts/survey-collections.js';
import {
  MOVE_TO_TRASH,
  PURGE_FROM_TRASH,
  RESTORE_FROM_TRASH,
  TRASH,
  type TrashResponse,
} from '../shared/contracts/trash.js';
import {
  moveToTrash,
  purgeDueAt,
  purgeTargets,
  restoreFromTrash,
  TRASH_SWEEPER,
  TrashRefused,
  type TrashStore,
} from '../shared/trash-core.js';

export const trashCallMessages = {
  permissionDenied: 'この操作を行う権限がありません',
  invalidRequest: 'リクエストの内容が正しくありません',
} as const;

/** The caller's uid when their 権限 allows: 'edit' (move, restore) or 'admin' (完全に削除). */
async function caller(db: Firestore, input: CallableInput, need: 'edit' | 'admin') {
  const uid = input.auth?.uid;
  const permissions = uid ? await permissionsFromMembers(db)(uid) : null;
  const allowed = need === 'admin' ? permissions?.isAdmin : permissions?.canEdit;
  if (!uid || !allowed)
    throw new CallableError('permission-denied', trashCallMessages.permissionDenied);
  return uid;
}

async function inTransaction<T>(db: Firestore, run: (store: TrashStore) => Promise<T>) {
  try {
    return await db.runTransaction((tx) => run(transactionStore(db, tx)));
  } catch (error) {
    if (error instanceof TrashRefused) throw new CallableError(error.code, error.message);
    throw error;
  }
}

const itemIdOf = (data: unknown) => {
  const { itemId } = (data ?? {}) as { itemId?: unknown };
  if (typeof itemId !== 'string' || !/^[A-Za-z0-9_-]{1,200}$/.test(itemId))
    throw new CallableError('invalid-argument', trashCallMessages.invalidRequest);
  return itemId;
};

/** Erases an entry for good: its documents, and a survey's responses with what names them. */
export async function purgeItem(
  db: Firestore,
  itemId: string,
  item: Record<string, unknown>,
): Promise<number> {
  const targets = await purgeTargets(item, itemId, async (surveyId) =>
    (await db.collection(RESPONSES).where('surveyId', '==', surveyId).select().get()).docs.map(
      (doc) => doc.id,
    ),
  );
  for (let start = 0; start < targets.length; start += 400) {
    const batch = db.batch();
    for (const { collection, id } of targets.slice(start, start + 400))
      batch.delete(db.collection(collection).doc(id));
    await batch.commit();
  }
  return targets.length;
}

/** moveToTrash {collection, id}: a member who may edit deletes a row, survey or promotion. */
export async function handleMove(input: CallableInput): Promise<TrashResponse> {
  const db = adminFirestore();
  const uid = await caller(db, input, 'edit');
  return inTransaction(db, (store) => moveToTrash(store, input.data, { uid }, new Date()));
}

/** restoreFromTrash {itemId}: anyone who could delete it puts it back; recorded. */
export async function handleRestore(input: CallableInput): Promise<TrashResponse> {
  const db = adminFirestore();
  const uid = await caller(db, input, 'edit');
  const itemId = itemIdOf(input.data);
  const item = await inTransaction(db, (store) =>
    restoreFromTrash(store, itemId, { uid }, new Date()),
  );
  await adminAuditLog(db)({
    action: 'restore',
    actorUid: uid,
    target: item.collection,
    // The entry's id, not its title: the 監査ログ keeps no customer's name.
    detail: itemId,
  });
  return { itemId };
}

/** purgeFromTrash {itemId}: a 管理者 erases an entry for good now; recorded. */
export async function handlePurge(input: CallableInput): Promise<TrashResponse> {
  const db = adminFirestore();
  const uid = await caller(db, input, 'admin');
  const itemId = itemIdOf(input.data);
  const item = (await db.doc(`${TRASH}/${itemId}`).get()).data();
  if (!item) throw new CallableError('not-found', trashCallMessages.invalidRequest);
  const count = await purgeItem(db, itemId, item);
  await adminAuditLog(db)({
    action: 'purge',
    actorUid: uid,
    target: String(item.collection ?? ''),
    count,
    detail: itemId,
  });
  return { itemId };
}

export const moveToTrashCall = onCallable<TrashResponse>(MOVE_TO_TRASH, {}, handleMove);
export const restoreFromTrashCall = onCallable<TrashResponse>(
  RESTORE_FROM_TRASH,
  {},
  handleRestore,
);
export const purgeFromTrashCall = onCallable<TrashResponse>(PURGE_FROM_TRASH, {}, handlePurge);

/** Erases what has waited in the ゴミ箱 for its days; each erasure is recorded (by the system). */
export const purgeTrashDaily = onSchedule(
  {
    region: FUNCTIONS_REGION,
    schedule: 'every day 03:00',
    timeZone: 'Asia/Tokyo',
    maxInstances: 1,
  },
  async () => {
    const db = adminFirestore();
    const now = new Date();
    const items = await db.collection(TRASH).get();
    for (const doc of items.docs) {
      const deletedAt = doc.get('deletedAt') as { toDate?: () => Date } | undefined;
      const at = deletedAt?.toDate?.();
      if (!at || purgeDueAt(at) > now) continue;
      const count = await purgeItem(db, doc.id, doc.data());
      await adminAuditLog(db)({
        action: 'purge',
        actorUid: '',
        actorName: TRASH_SWEEPER,
        target: String(doc.get('collection') ?? ''),
        count,
        detail: doc.id,
      });
    }
  },
);
