import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminFirestore } from '../admin.js';
import {
  ASSIGNEE_NAMES,
  linksFromNameDocs,
  TEAM_SETTINGS,
} from '../shared/contracts/assignee-links.js';
import { MEMBERS } from '../shared/contracts/collections.js';
import { MERGED_INTO_FIELD } from '../shared/contracts/customer-merge.js';
import { roleKey } from '../shared/contracts/customer-schema.js';
import { tableSchema } from '../shared/contracts/customer-tables.js';
import {
  REMINDER_CLAIMS,
  REMINDER_FAILURES,
  REMINDER_ROOMS_DOC,
  REMINDER_RULES,
  REMINDER_SENDS,
  type ReminderTable,
} from '../shared/contracts/reminders.js';
import { reminderSendExpiry, reminderSendRecord, runDueReminders } from '../shared/reminder-run.js';
import { parseReminderRules, parseRoomIds } from '../shared/reminder-schedule.js';
import { DAY_MS } from '../shared/tokyo-time.js';
import { firestoreBudget } from '../survey-notify/firestore-budget.js';
import { sendReminderWithinLimits } from './send-reminder.js';
import { FUNCTIONS_REGION } from '../region.js';

const notifyToken = defineSecret('CHATWORK_NOTIFY_TOKEN');
const adminOrigin = defineString('ADMIN_ORIGIN', {
  default: '',
  description: 'The admin app origin, for the links to rows in reminders',
});
const reminderRoomIds = defineString('REMINDER_ROOM_IDS', {
  default: '',
  description:
    'The Chatwork room ids reminders may post to (comma-separated); none: no reminder is sent',
});

/** A claim is kept a week past its date (a TTL policy on expireAt deletes it: docs/deploy.md). */
const CLAIM_KEPT_MS = 7 * DAY_MS;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The rows of `table` whose watched date `field` is `date`: one equality query, served by a
 * single-field index Firestore keeps by default. The field is a rule's, which
 * parseReminderRules accepted only if the table's schema marks it a reminder date.
 */
function rowsWithDate(table: ReminderTable, field: string, date: string) {
  return adminFirestore().collection(table).where(field, '==', date).get();
}

/**
 * Every 15 minutes (Tokyo): each reminder rule's rows due now, one message per rule (claims make
 * it once per rule, row and date). A reminder is at most 15 minutes late. Reads: the rules, the
 * assignee links and the members with an account id, and per rule one equality query on the
 * watched date.
 */
export const sendRemindersEvery15Minutes = onSchedule(
  {
    region: FUNCTIONS_REGION,
    schedule: 'every 15 minutes',
    timeZone: 'Asia/Tokyo',
    retryCount: 0,
    secrets: [notifyToken],
    // 50 rules, each one query and one message of at most a few retried seconds.
    timeoutSeconds: 300,
  },
  async () => {
    const db = adminFirestore();
    // The allow-list, as the team set it on deploy: written where the screen and the rules read it.
    const allowedRooms = parseRoomIds(reminderRoomIds.value());
    await db
      .doc(`${TEAM_SETTINGS}/${REMINDER_ROOMS_DOC}`)
      .set({ roomIds: allowedRooms, updatedAt: FieldValue.serverTimestamp() });
    const budget = firestoreBudget();
    const [rules, linksDoc, members] = await Promise.all([
      db.collection(REMINDER_RULES).get(),
      db.collection(ASSIGNEE_NAMES).get(),
      db.collection(MEMBERS).get(),
    ]);
    const links = linksFromNameDocs(linksDoc.docs.map((doc) => ({ id: doc.id, data: doc.data() })));
    const accounts = new Map(
      members.docs.map((doc) => [doc.id, Number(doc.get('chatworkAccountId')) || null]),
    );
    const outcomes = await runDueReminders(Date.now(), {
      rules: async () =>
        parseReminderRules(rules.docs.map((doc) => ({ id: doc.id, data: doc.data() }))),
      rowsOn: async (table, field, date) =>
        (await rowsWithDate(table, field, date)).docs.map((doc) => ({
          id: doc.id,
          clientName: text(doc.get('clientName')),
          assignee: text(doc.get(roleKey(tableSchema(table), 'assignee'))),
          progress: text(doc.get('progress')),
          date: text(doc.get(field)),
          merged: Boolean(doc.get(MERGED_INTO_FIELD)),
        })),
      // One transaction per rule: read the claims, create the missing ones.
      claimAll: (ids) =>
        db.runTransaction(async (tx) => {
          const refs = ids.map((id) => db.collection(REMINDER_CLAIMS).doc(id));
          const existing = refs.length > 0 ? await tx.getAll(...refs) : [];
          const expireAt = Timestamp.fromMillis(Date.now() + CLAIM_KEPT_MS);
          const made: string[] = [];
          existing.forEach((snapshot, index) => {
            if (snapshot.exists) return;
            tx.create(refs[index]!, { at: FieldValue.serverTimestamp(), expireAt });
            made.push(ids[index]!);
          });
          return made;
        }),
      release: async (id) => void (await db.collection(REMINDER_CLAIMS).doc(id).delete()),
      accountOf: (assignee) => {
        const uid = links[assignee];
        return uid ? (accounts.get(uid) ?? null) : null;
      },
      send: (request) =>
        sendReminderWithinLimits(
          request,
          { token: notifyToken.value(), baseUrl: process.env.CHATWORK_API_BASE },
          // In the cloud an empty parameter allows no room.
          { allowedRooms, budget },
        ),
      recordSent: async (rule, title, sent) => {
        const batch = db.batch();
        for (const { claim, row } of sent)
          batch.set(db.collection(REMINDER_SENDS).doc(claim), {
            ...reminderSendRecord(rule, title, row),
            sentAt: FieldValue.serverTimestamp(),
            expireAt: Timestamp.fromDate(reminderSendExpiry(new Date())),
          });
        await batch.commit();
      },
      recordFailure: async (rule, reason) =>
        void (await db.collection(REMINDER_FAILURES).add({
          ruleId: rule.id,
          table: rule.table,
          reason,
          at: FieldValue.serverTimestamp(),
        })),
      appOrigin: adminOrigin.value(),
    });
    if (outcomes.length > 0) console.info('reminders', outcomes);
  },
);
