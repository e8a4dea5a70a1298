import { DEAL_GOALS } from '@/contracts/collections';
import { backend, serverTimestamp } from '@/lib/backend';
import { parseGoals } from '../model/goals';

/** The 目標 of `month` ('YYYY-MM') by 担当者, live. */
export function subscribeGoals(
  month: string,
  onChange: (goals: ReadonlyMap<string, number>) => void,
  onError: (error: Error) => void,
): () => void {
  return backend().data.subscribeDoc(
    DEAL_GOALS,
    month,
    (doc) => onChange(parseGoals(doc?.data.goals)),
    onError,
  );
}

/** Sets (or with null clears) one 担当者's 目標 of `month`; 管理者 only (the rules say so too). */
export async function saveGoal(
  month: string,
  assignee: string,
  amount: number | null,
  uid: string,
): Promise<void> {
  await backend().data.set(
    DEAL_GOALS,
    month,
    { goals: { [assignee]: amount }, updatedBy: uid, updatedAt: serverTimestamp() },
    { merge: true },
  );
}
