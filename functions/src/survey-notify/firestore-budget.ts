import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminFirestore } from '../admin.js';
import { SURVEY_NOTIFY_BUDGETS } from '../shared/contracts/collections.js';
import { fitsShare, type NotifyBudgetStore } from './notify-budget.js';
import { DAY_MS } from '../shared/tokyo-time.js';

/** A day is enough: a minute's counters matter only until its digest is out (TTL on expireAt). */
const BUDGET_KEPT_MS = DAY_MS;

/**
 * The message counters in Firestore: one document per key (survey, or share) and minute, one per
 * share and minute, and a digest claim per key and minute. Increments and a create, no transaction (notify-budget.ts).
 */
export function firestoreBudget(): NotifyBudgetStore {
  const db = adminFirestore();
  const ref = (key: string) => db.collection(SURVEY_NOTIFY_BUDGETS).doc(key);
  const numberIn = (value: unknown) => (typeof value === 'number' ? value : 0);
  const expireAt = () => Timestamp.fromMillis(Date.now() + BUDGET_KEPT_MS);
  return {
    take: async (share, key, minute, perKey) => {
      const ownRef = ref(`${key}_${minute}`);
      const overallRef = ref(`*${share}_${minute}`);
      const add = async (by: number) => {
        const batch = db.batch();
        const fields = { minute, count: FieldValue.increment(by), expireAt: expireAt() };
        batch.set(ownRef, { key, ...fields }, { merge: true });
        batch.set(overallRef, fields, { merge: true });
        await batch.commit();
      };
      await add(1);
      const [own, overall] = await db.getAll(ownRef, overallRef);
      const counts = { own: numberIn(own?.get('count')), overall: numberIn(overall?.get('count')) };
      if (fitsShare(share, counts, perKey)) return true;
      // Not posted: given back, so the counters count posts made (notify-budget.ts).
      await add(-1);
      return false;
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
