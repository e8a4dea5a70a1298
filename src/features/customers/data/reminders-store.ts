import {
  parseReminderRules,
  REMINDER_FAILURES,
  REMINDER_RULES,
  type ReminderRule,
  type ReminderTable,
} from '@/contracts/reminders';
import { backend, serverTimestamp, type Unsubscribe } from '@/lib/backend';
import { instantOf } from '@/lib/tokyo-time';

/** One table's reminder rules, live. */
export function subscribeReminderRules(
  table: ReminderTable,
  onChange: (rules: ReminderRule[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    REMINDER_RULES,
    { where: [{ field: 'table', value: table }] },
    (docs) => onChange(parseReminderRules(docs)),
    onError,
  );
}

export function addReminderRule(rule: Omit<ReminderRule, 'id'>, uid: string): Promise<string> {
  return backend().data.add(REMINDER_RULES, {
    ...rule,
    createdBy: uid,
    createdAt: serverTimestamp(),
  });
}

export const deleteReminderRule = (id: string) => backend().data.delete(REMINDER_RULES, id);

export interface ReminderFailure {
  id: string;
  ruleId: string;
  reason: string;
  at: Date | null;
}

/** One table's latest sending failures, newest first (the server records them). */
export function subscribeReminderFailures(
  table: ReminderTable,
  onChange: (failures: ReminderFailure[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    REMINDER_FAILURES,
    {
      where: [{ field: 'table', value: table }],
      orderBy: { field: 'at', direction: 'desc' },
      limit: 20,
    },
    (docs) =>
      onChange(
        docs.map((doc) => ({
          id: doc.id,
          ruleId: String(doc.data.ruleId ?? ''),
          reason: String(doc.data.reason ?? ''),
          at: instantOf(doc.data.at),
        })),
      ),
    onError,
  );
}
