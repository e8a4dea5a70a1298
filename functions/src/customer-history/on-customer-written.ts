import {
  CUSTOMER_HISTORY,
  DEAL_LIST,
  MEMBERS,
  OB_LIST,
  SA_LIST,
} from '../shared/contracts/collections.js';
import { TRASH } from '../shared/contracts/trash.js';
import { onDocumentWrittenWithAuthContext } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import { MAX_INSTANCES } from '../on-callable.js';
import { recordHistory, type HistoryDb } from './record-history.js';
import { FUNCTIONS_REGION } from '../region.js';

function historyDb(): HistoryDb {
  const db = adminFirestore();
  return {
    memberName: async (uid) => {
      const member = await db.doc(`${MEMBERS}/${uid}`).get();
      if (!member.exists) return null;
      const name = member.get('name') as unknown;
      return typeof name === 'string' ? name : '';
    },
    write: async (id, entry) => {
      await db.collection(CUSTOMER_HISTORY).doc(id).set(entry);
    },
    trashedBy: async (table, rowId) => {
      const item = await db.doc(`${TRASH}/${table}_${rowId}`).get();
      const uid = item.exists ? (item.get('deletedBy') as unknown) : null;
      return typeof uid === 'string' ? uid : null;
    },
  };
}

/**
 * The history of one customer table: every create, update and delete of `{table}/{rowId}`, from
 * any client or script, becomes an entry in customer_history, written here on the server (the
 * rules let no client write it). The auth context names the writer. retry: a failed run is
 * delivered again; the entry's id is the event's, so a second delivery overwrites, never doubles.
 */
function historyTrigger(table: string) {
  return onDocumentWrittenWithAuthContext(
    {
      region: FUNCTIONS_REGION,
      document: `${table}/{rowId}`,
      maxInstances: MAX_INSTANCES,
      retry: true,
    },
    async (event) => {
      await recordHistory(historyDb(), {
        id: event.id,
        table,
        rowId: event.params.rowId as string,
        before: event.data?.before.exists ? (event.data.before.data() ?? null) : null,
        after: event.data?.after.exists ? (event.data.after.data() ?? null) : null,
        authId: event.authId,
        authType: event.authType,
        time: event.time,
      });
    },
  );
}

export const onSaCustomerWritten = historyTrigger(SA_LIST);
export const onObCustomerWritten = historyTrigger(OB_LIST);
export const onDealWritten = historyTrigger(DEAL_LIST);
