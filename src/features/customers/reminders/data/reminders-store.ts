import { TEAM_SETTINGS } from '@/contracts/assignee-links';
import {
  MAX_REMINDER_RULES,
  REMINDER_ROOMS_DOC,
  REMINDER_FAILURES,
  REMINDER_RULES,
  REMINDER_SENDS,
  reminderSlotId,
  type ReminderRule,
  type ReminderTable,
} from '@/contracts/reminders';
import { backend, serverTimestamp, type Unsubscribe } from '@/lib/backend';
import { instantOf } from '@/lib/tokyo-time';
import { parseReminderRooms, parseReminderRules } from '../model/reminder-schedule';

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

/** Thrown when the team already has MAX_REMINDER_RULES rules (the check runs no more). */
export class TooManyRemindersError extends Error {}

/**
 * Stores a new rule in the first free slot (`reminderSlotId`; the security rules take no other
 * id, so the team's rules stay within MAX_REMINDER_RULES whatever a client sends). In a
 * transaction, so two members adding at once take two slots.
 */
export async function addReminderRule(
  rule: Omit<ReminderRule, 'id'>,
  uid: string,
): Promise<string> {
  const taken = new Set((await backend().data.query(REMINDER_RULES)).map((doc) => doc.id));
  if (taken.size >= MAX_REMINDER_RULES)
    throw new TooManyRemindersError(`at most ${MAX_REMINDER_RULES} rules`);
  const free = Array.from({ length: MAX_REMINDER_RULES }, (_, i) => reminderSlotId(i + 1)).filter(
    (id) => !taken.has(id),
  );
  const { createdAtMs: _createdAtMs, ...fields } = rule;
  return backend().data.runTransaction(async (tx) => {
    for (const id of free) {
      if (await tx.get(REMINDER_RULES, id)) continue;
      tx.set(REMINDER_RULES, id, { ...fields, createdBy: uid, createdAt: serverTimestamp() });
      return id;
    }
    throw new TooManyRemindersError(`at most ${MAX_REMINDER_RULES} rules`);
  });
}

/** The rooms reminders may post to (teamSettings/reminderRooms), or null when none are set. */
export async function readReminderRooms(): Promise<number[] | null> {
  return parseReminderRooms((await backend().data.get(TEAM_SETTINGS, REMINDER_ROOMS_DOC))?.data);
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

/** A reminder sent for a row (reminderSends), as its timeline shows it. */
export interface ReminderSent {
  id: string;
  title: string;
  date: string;
  sentAt: Date | null;
}

/** The reminders sent for one row, live (a handful: no order asked of the store). */
export function subscribeRowReminders(
  table: ReminderTable,
  rowId: string,
  onChange: (sent: ReminderSent[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    REMINDER_SENDS,
    {
      where: [
        { field: 'table', value: table },
        { field: 'rowId', value: rowId },
      ],
    },
    (docs) =>
      onChange(
        docs.map((doc) => ({
          id: doc.id,
          title: typeof doc.data.title === 'string' ? doc.data.title : '',
          date: typeof doc.data.date === 'string' ? doc.data.date : '',
          sentAt: instantOf(doc.data.sentAt),
        })),
      ),
    onError,
  );
}
