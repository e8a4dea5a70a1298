import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminFirestore } from '../admin.js';
import { SURVEY_NOTIFY_BUDGETS } from '../shared/contracts/collections.js';
import type { NotifyBudgetStore } from './notify-budget.js';
import { DAY_MS } from '../shared/tokyo-time.js';

/** A day is enough: a minute's counters matter only until its digest is out (TTL on expireAt). */
const BUDGET_KEPT_MS = DAY_MS;

/**
 * The message counters in Firestore: one document per key (survey) and minute, one for all, and
 * a digest claim per key and minute. Increments and a create, no transaction (notify-budget.ts).
 */
export function firestoreBudget(): NotifyBudgetStore {
  const db = adminFirestore();
  const ref = (key: string) => db.collection(SURVEY_NOTIFY_BUDGETS).doc(key);
  const numberIn = (value: unknown) => (typeof value === 'number' ? value : 0);
  const expireAt = () => Timestamp.fromMillis(Date.now() + BUDGET_KEPT_MS);
  return {
    count: async (key, minute) => {
      const ownRef = ref(`${key}_${minute}`);
      const overallRef = ref(`*_${minute}`);
      const batch = db.batch();
      batch.set(
        ownRef,
        { key, minute, count: FieldValue.increment(1), expireAt: expireAt() },
        {
          merge: true,
        },
      );
      batch.set(
        overallRef,
        { minute, count: FieldValue.increment(1), expireAt: expireAt() },
        {
          merge: true,
        },
      );
      await batch.commit();
      const [own, overall] = await db.getAll(ownRef, overallRef);
      return { own: numberIn(own?.get('count')), overall: numberIn(overall?.get('count')) };
    },
    hold: async (key, minute) => {
      await ref(`${key}_${minute}`).set({ held: FieldValue.increment(1) }, { merge: true });
      try {
        await ref(`${key}_${minute}_digest`).create({ minute, expireAt: expireAt() });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === 6) return false; // ALREADY_EXISTS
        throw error;
      }
    },
    heldCount: async (key, minute) => numberIn((await ref(`${key}_${minute}`).get()).get('held')),
  };
}
