/**
 * Date reminders to the person in charge: the names (collections, documents, the local send) and
 * the shapes the app, the scheduled function and local mode's clock check share. When a rule
 * fires and how it reads is features/customers/reminders/model/. Dependency-free: copied into
 * functions/src/shared/contracts/.
 */
import type { CustomerTable } from './collections';

export const REMINDER_RULES = 'reminderRules';
/** `{ruleId}_{rowId}_{date}`: created before a row's reminder is sent, so it is sent once. */
export const REMINDER_CLAIMS = 'reminderClaims';
/**
 * `{ruleId}_{rowId}_{date}` (the claim's id): a reminder sent for a row, { table, rowId, ruleId,
 * title, date, sentAt, expireAt }, for the customer's タイムライン. Written by the server.
 */
export const REMINDER_SENDS = 'reminderSends';
/** What went wrong sending, listed where the rules are set. Written by the server. */
export const REMINDER_FAILURES = 'reminderFailures';
/** Local mode only: the dev / preview server posts one reminder with its notification token. */
export const SEND_REMINDER = 'sendReminder';
/**
 * `teamSettings/reminderRooms` = { roomIds }: the Chatwork rooms reminders may post to, from the
 * deploy parameter REMINDER_ROOM_IDS (the scheduled function writes it each run). Staff read it
 * (the reminders screen shows it); the rules take a rule only for one of them once it is set.
 */
export const REMINDER_ROOMS_DOC = 'reminderRooms';
/**
 * The rules the team may have, and one check runs at most. The server holds it: a new rule's id
 * is one of this many slots (`reminderSlotId`), which the security rules check, so no client can
 * create more whatever it sends; the form takes a free slot.
 */
export const MAX_REMINDER_RULES = 50;

/** The id of reminder slot `n` (1 to MAX_REMINDER_RULES): 'rule-1' … 'rule-50'. */
export const reminderSlotId = (n: number): string => `rule-${n}`;

/** A customer table (the reminders' rules are kept per table). */
export type ReminderTable = CustomerTable;

// The date fields a rule can watch, per table: REMINDER_FIELDS in customer-tables.ts (from the
// tables' schemas; kept apart so collections.ts, which lists this file's collections, stays free
// of the schemas and of any code that runs on import).

export interface ReminderRule {
  id: string;
  table: ReminderTable;
  field: string;
  /** Days after the date (negative: before). */
  offsetDays: number;
  /** Time of day in Tokyo, 'HH:MM'. */
  time: string;
  /** A condition on 進捗, or none. */
  progress: { op: 'is' | 'not'; value: string } | null;
  /** The Chatwork room the message goes to. */
  roomId: number;
  /**
   * When the rule was made (epoch ms; absent or null when unknown): a past day's reminder is
   * sent late only for days the rule already existed.
   */
  createdAtMs?: number | null;
}

/** How far before or after its date a rule may fire, in days. */
export const MAX_OFFSET_DAYS = 365;

export const reminderClaimId = (ruleId: string, rowId: string, date: string) =>
  `${ruleId}_${rowId}_${date}`;

/** A row a rule looks at: its id, client, 担当, 進捗 and the watched date. */
export interface ReminderRow {
  id: string;
  clientName: string;
  /** The row's 担当 (the field its table's schema gives the assignee role). */
  assignee: string;
  progress: string;
  date: string;
  /** Merged into another row (名寄せ): it is no customer of its own any more. */
  merged?: boolean;
}

/** One row in a reminder message. */
export interface ReminderItem {
  rowId: string;
  clientName: string;
  date: string;
  assignee: string;
  /** The linked member's Chatwork account ([To:]); null: named only. */
  accountId: number | null;
}

export interface SendReminderRequest {
  ruleId: string;
  roomId: number;
  /** The rule in words ('納品予定日の1日前 9:00（進捗が完了以外）'). */
  title: string;
  table: ReminderTable;
  items: ReminderItem[];
  /** The app's origin, for the links to the rows. */
  appOrigin: string;
}

export type SendReminderResponse = { ok: true } | { ok: false; reason: string; retry: boolean };
