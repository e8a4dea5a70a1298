import { MEMBERS, memberMentionsPath, memberPrivatePath } from '@/contracts/collections';
import { ASSIGNEE_NAMES } from '@/contracts/assignee-links';
import type { DataStore, StoredDocument } from '@/lib/backend';
import { cleanUpAfterMemberDeleted } from '../model/private-cleanup';

interface DeleteTriggerStore extends DataStore {
  onDelete(
    collection: string,
    trigger: (store: DataStore, doc: StoredDocument) => Promise<void>,
  ): void;
}

const hasDeleteTriggers = (store: DataStore): store is DeleteTriggerStore =>
  typeof (store as Partial<DeleteTriggerStore>).onDelete === 'function';

/**
 * Local mode's stand-in for the onMemberDeleted Cloud Function: a deleted member's private
 * documents (the Chatwork token) and stored mentions are deleted with the record, by the same rule.
 */
export function registerMemberLocalTriggers(store: DataStore): void {
  if (!hasDeleteTriggers(store)) return;
  store.onDelete(MEMBERS, async (local, doc) => {
    await cleanUpAfterMemberDeleted(doc.id, doc.data, {
      memberExists: async (uid) => (await local.get(MEMBERS, uid)) !== null,
      deleteOwnData: async (uid) => {
        for (const path of [memberPrivatePath(uid), memberMentionsPath(uid)])
          for (const entry of await local.query(path)) await local.delete(path, entry.id);
        const names = await local.query(ASSIGNEE_NAMES, { where: [{ field: 'uid', value: uid }] });
        for (const name of names) await local.delete(ASSIGNEE_NAMES, name.id);
      },
    });
  });
}
