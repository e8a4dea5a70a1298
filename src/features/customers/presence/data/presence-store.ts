import { MEMBERS, PRESENCE } from '@/contracts/collections';
import { backend, newDocumentId, type Unsubscribe } from '@/lib/backend';
import {
  MAX_PRESENCE_ROWS,
  memberNamesOf,
  namedByMembers,
  parsePresence,
  type PresenceActivity,
  type PresenceDoc,
} from '../model/presence';

/** Where the names shown on marks come from (members/{uid}; staff read it). */

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
    // The table's presence, each writer named from the members list (namedByMembers): both
    // live, delivered together once both have arrived.
    subscribe: (onChange, onError) => {
      let docs: PresenceDoc[] | null = null;
      let names: Map<string, string> | null = null;
      const deliver = () => {
        if (docs && names) onChange(namedByMembers(docs, names));
      };
      const stopMembers = backend().data.subscribe(
        MEMBERS,
        {},
        (members) => {
          names = memberNamesOf(members);
          deliver();
        },
        onError,
      );
      const stopPresence = backend().data.subscribe(
        PRESENCE,
        { where: [{ field: 'table', value: table }] },
        (stored) => {
          docs = stored.flatMap((doc) => parsePresence(doc.id, doc.data) ?? []);
          deliver();
        },
        onError,
      );
      return () => {
        stopPresence();
        stopMembers();
      };
    },
    publish: async (activity) => {
      const now = Date.now();
      await backend().data.set(PRESENCE, sessionId, {
        uid: me.uid,
        name: me.name,
        table,
        rowIds: activity.rowIds.slice(0, MAX_PRESENCE_ROWS),
        columnId: activity.columnId,
        sentAt: now,
        expireAt: new Date(now + PRESENCE_TTL_MS),
      });
    },
    clear: () => backend().data.delete(PRESENCE, sessionId),
  };
}
