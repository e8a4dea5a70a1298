import { ASSIGNEE_NAMES, linksFromNameDocs } from '@/contracts/assignee-links';
import { MEMBERS } from '@/contracts/collections';
import { MERGED_INTO_FIELD } from '@/contracts/customer-merge';
import { roleKey } from '@/contracts/customer-schema';
import { tableSchema } from '@/contracts/customer-tables';
import {
  REMINDER_CLAIMS,
  REMINDER_FAILURES,
  REMINDER_RULES,
  REMINDER_SENDS,
  SEND_REMINDER,
  type ReminderTable,
} from '@/contracts/reminders';
import {
  parseReminderRules,
  reminderSendExpiry,
  reminderSendRecord,
  runDueReminders,
} from '@/features/customers/model';
import type { DataStore, FunctionsPort } from '@/lib/backend';
import { serverTimestamp } from '@/lib/backend';

/** How often local mode checks: a reminder is at most this late while the app is open. */
export const LOCAL_REMINDER_CHECK_MS = 30_000;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The rows of `table` whose watched date `field` is `date` (as the cloud's schedule): one
 * equality, served by a single-field index. The field is a rule's, which parseReminderRules
 * accepted only if the table's schema marks it a reminder date.
 */
function rowsWithDate(data: DataStore, table: ReminderTable, field: string, date: string) {
  return data.query(table, { where: [{ field, value: date }] });
}

/**
 * The scheduled reminders in local mode: the browser holds the data, so it runs the same check
 * as the cloud function (runDueReminders) on its clock, while a member is signed in, and the
 * dev / preview server posts each message with its notification token (SEND_REMINDER), as the
 * survey notifications do. Claims are made in a transaction, so two open tabs send once.
 */
export async function checkRemindersLocally(
  data: DataStore,
  functions: FunctionsPort,
  nowMs: number,
  appOrigin: string,
): Promise<void> {
  const [rules, links, members] = await Promise.all([
    data.query(REMINDER_RULES),
    data.query(ASSIGNEE_NAMES),
    data.query(MEMBERS),
  ]);
  if (rules.length === 0) return;
  const assignees = linksFromNameDocs(links);
  const accounts = new Map(
    members.map((doc) => [doc.id, Number(doc.data.chatworkAccountId) || null]),
  );
  await runDueReminders(nowMs, {
    rules: async () => parseReminderRules(rules),
    rowsOn: async (table, field, date) =>
      (await rowsWithDate(data, table, field, date)).map((doc) => ({
        id: doc.id,
        clientName: text(doc.data.clientName),
        assignee: text(doc.data[roleKey(tableSchema(table), 'assignee')]),
        progress: text(doc.data.progress),
        date: text(doc.data[field]),
        merged: Boolean(doc.data[MERGED_INTO_FIELD]),
      })),
    claimAll: (ids) =>
      data.runTransaction(async (tx) => {
        const existing = await Promise.all(ids.map((id) => tx.get(REMINDER_CLAIMS, id)));
        const made = ids.filter((_, index) => !existing[index]);
        for (const id of made) tx.set(REMINDER_CLAIMS, id, { at: serverTimestamp() });
        return made;
      }),
    release: (id) => data.delete(REMINDER_CLAIMS, id),
    accountOf: (assignee) => {
      const uid = assignees[assignee];
      return uid ? (accounts.get(uid) ?? null) : null;
    },
    send: (request) => functions.call(SEND_REMINDER, request),
    recordSent: async (rule, title, sent) => {
      for (const { claim, row } of sent)
        await data.set(REMINDER_SENDS, claim, {
          ...reminderSendRecord(rule, title, row),
          sentAt: serverTimestamp(),
          expireAt: reminderSendExpiry(new Date()),
        });
    },
    recordFailure: async (rule, reason) =>
      void (await data.add(REMINDER_FAILURES, {
        ruleId: rule.id,
        table: rule.table,
        reason,
        at: serverTimestamp(),
      })),
    appOrigin,
  });
}

/** Checks now and every 30 s while someone is signed in; one check at a time. */
export function keepCheckingReminders(
  data: DataStore,
  functions: FunctionsPort,
  signedIn: () => boolean,
): void {
  let running = false;
  const check = () => {
    if (running || !signedIn()) return;
    running = true;
    checkRemindersLocally(data, functions, Date.now(), window.location.origin)
      .catch((error: unknown) => console.warn('local reminders:', error))
      .finally(() => {
        running = false;
      });
  };
  window.setInterval(check, LOCAL_REMINDER_CHECK_MS);
  check();
}
