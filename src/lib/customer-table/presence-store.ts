import { backend, newDocumentId, type Unsubscribe } from '@/lib/backend';
import {
  MAX_PRESENCE_ROWS,
  parsePresence,
  PRESENCE_COLLECTION,
  type PresenceActivity,
  type PresenceDoc,
} from './presence';

/** A leftover document (a tab closed mid-edit) is deleted by Firestore's TTL after this. */
const PRESENCE_TTL_MS = 3_600_000;

/** This tab's part of a presence id: random letters and digits, made once per page load. */
const TAB_ID = newDocumentId().slice(0, 12);

/** A table's presence, as this tab publishes and reads it (presence.ts has the rules). */
export interface PresenceChannel {
  /** This tab's document id, '{uid}_{tab}' (the rules check the uid part). */
  sessionId: string;
  subscribe(onChange: (docs: PresenceDoc[]) => void, onError: (error: Error) => void): Unsubscribe;
  /** Writes (or rewrites, as a heartbeat) what this tab is doing. */
  publish(activity: PresenceActivity): Promise<void>;
  /** The edit ended: this tab's document goes. */
  clear(): Promise<void>;
}

/** The presence channel of `table` for the signed-in member, in this tab. */
export function presenceChannel(table: string, me: { uid: string; name: string }): PresenceChannel {
  const sessionId = `${me.uid}_${TAB_ID}`;
  return {
    sessionId,
    subscribe: (onChange, onError) =>
      backend().data.subscribe(
        PRESENCE_COLLECTION,
        { where: [{ field: 'table', value: table }] },
        (docs) => onChange(docs.flatMap((doc) => parsePresence(doc.id, doc.data) ?? [])),
        onError,
      ),
    publish: async (activity) => {
      const now = Date.now();
      await backend().data.set(PRESENCE_COLLECTION, sessionId, {
        uid: me.uid,
        name: me.name,
        table,
        rowIds: activity.rowIds.slice(0, MAX_PRESENCE_ROWS),
        columnId: activity.columnId,
        sentAt: now,
        expireAt: new Date(now + PRESENCE_TTL_MS),
      });
    },
    clear: () => backend().data.delete(PRESENCE_COLLECTION, sessionId),
  };
}
