/**
 * When a reminder rule fires, which rows it names and how it reads: what the scheduled function
 * and local mode's clock check both run (copied into functions/src/shared/ by the functions
 * build). Every date goes through the one time module.
 */
import { REMINDER_FIELDS } from '@/contracts/customer-tables';
import {
  MAX_OFFSET_DAYS,
  type ReminderRow,
  type ReminderRule,
  type ReminderTable,
} from '@/contracts/reminders';
import { plusDays, tokyoDay, tokyoInstant } from '@/lib/tokyo-time';

/** Room ids from the parameter's text ('123, 456'): positive whole numbers, others dropped. */
export function parseRoomIds(value: string): number[] {
  return [
    ...new Set(
      value
        .split(/[\s,]+/)
        .filter((part) => /^\d{1,15}$/.test(part))
        .map(Number)
        .filter((id) => id > 0),
    ),
  ];
}

/** The stored allow-list, or null when none is set. */
export function parseReminderRooms(
  data: Record<string, unknown> | null | undefined,
): number[] | null {
  const ids = data?.roomIds;
  if (!Array.isArray(ids)) return null;
  const rooms = ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  return rooms.length > 0 ? rooms : null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const isReminderTable = (value: unknown): value is ReminderTable =>
  typeof value === 'string' && Object.hasOwn(REMINDER_FIELDS, value);

/** Parse, don't cast: a malformed stored rule is skipped, never half-applied. */
export function parseReminderRule(id: string, data: Record<string, unknown>): ReminderRule | null {
  const table = data.table;
  if (!isReminderTable(table)) return null;
  const field = typeof data.field === 'string' ? data.field : '';
  if (!Object.hasOwn(REMINDER_FIELDS[table], field)) return null;
  const offsetDays = data.offsetDays;
  if (!Number.isInteger(offsetDays) || Math.abs(offsetDays as number) > MAX_OFFSET_DAYS)
    return null;
  const time = typeof data.time === 'string' ? data.time : '';
  if (!TIME.test(time)) return null;
  const roomId = data.roomId;
  if (!Number.isSafeInteger(roomId) || (roomId as number) <= 0) return null;
  const progress = data.progress as { op?: unknown; value?: unknown } | null | undefined;
  const condition =
    progress &&
    (progress.op === 'is' || progress.op === 'not') &&
    typeof progress.value === 'string'
      ? { op: progress.op as 'is' | 'not', value: progress.value }
      : null;
  return {
    id,
    table,
    field,
    offsetDays: offsetDays as number,
    time,
    progress: condition,
    roomId: roomId as number,
    createdAtMs: millisOf(data.createdAt),
  };
}

/** A stored instant (a Date here, a Firestore Timestamp on the server) in epoch ms, or null. */
function millisOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  const toMillis = (value as { toMillis?: unknown } | null)?.toMillis;
  return typeof toMillis === 'function' ? (toMillis.call(value) as number) : null;
}

/** The valid rules among stored documents (a malformed one is left out). */
export function parseReminderRules(
  docs: readonly { id: string; data: Record<string, unknown> }[],
): ReminderRule[] {
  return docs.flatMap((doc) => {
    const rule = parseReminderRule(doc.id, doc.data);
    return rule ? [rule] : [];
  });
}

/** Tokyo's calendar day of an instant (ms). */
const tokyoDayOf = (ms: number) => tokyoDay(new Date(ms));

/** When a row's reminder fires: its date plus the offset, at the rule's time in Tokyo. */
export function fireTime(rule: ReminderRule, date: string): number {
  return tokyoInstant(plusDays(date, rule.offsetDays), rule.time);
}

/**
 * The date whose reminders fire today (Tokyo), and whether their time has come. A reminder is
 * sent on its own day, from its time until midnight: a check that ran late still sends it, a
 * rule made today does not send the past days' reminders.
 */
export function todaysTarget(rule: ReminderRule, nowMs: number): { date: string; due: boolean } {
  const date = plusDays(tokyoDayOf(nowMs), -rule.offsetDays);
  return { date, due: nowMs >= fireTime(rule, date) };
}

/**
 * The check runs every 15 minutes, so a reminder set late in the evening (23:46 to 23:59) would
 * find the day over before the next check: one whose time was in the last half hour before
 * midnight is still sent in the first half hour after it (a claim keeps it to once).
 */
export const LATE_EVENING_MS = 30 * 60_000;

const tokyoMidnight = (nowMs: number) => tokyoInstant(tokyoDayOf(nowMs));

/**
 * From this time (Tokyo) a reminder of the day before that was never sent — held by the
 * notification budget, or a failure tried again until midnight — is sent, marked 「遅延」: a
 * reminder is late, never silently lost. Rows sent on their day keep their claims, so only the
 * unsent ones go.
 */
export const LATE_SEND_TIME = '09:00';

/** A date whose reminders are due now; `late`: its own day is over (sent marked 「遅延」). */
export interface DueDate {
  date: string;
  late: boolean;
}

/**
 * The dates whose reminders are due now: today's once its time has come; yesterday's
 * late-evening one just after midnight; and, from LATE_SEND_TIME, yesterday's that were not
 * sent, for a rule that already existed then.
 */
export function dueDates(rule: ReminderRule, nowMs: number): DueDate[] {
  const today = todaysTarget(rule, nowMs);
  const midnight = tokyoMidnight(nowMs);
  const yesterday = plusDays(today.date, -1);
  const yesterdayFire = fireTime(rule, yesterday);
  const lateEvening =
    nowMs - midnight < LATE_EVENING_MS && yesterdayFire >= midnight - LATE_EVENING_MS;
  const nextMorning =
    nowMs >= tokyoInstant(tokyoDayOf(nowMs), LATE_SEND_TIME) &&
    typeof rule.createdAtMs === 'number' &&
    yesterdayFire >= rule.createdAtMs;
  return [
    ...(lateEvening
      ? [{ date: yesterday, late: false }]
      : nextMorning
        ? [{ date: yesterday, late: true }]
        : []),
    ...(today.due ? [{ date: today.date, late: false }] : []),
  ];
}

export function progressAllows(rule: ReminderRule, progress: string): boolean {
  if (!rule.progress) return true;
  return rule.progress.op === 'is'
    ? progress === rule.progress.value
    : progress !== rule.progress.value;
}

/** Of the rows on a due date, those the 進捗 condition lets through. */
export function dueRows(rule: ReminderRule, rows: readonly ReminderRow[]): ReminderRow[] {
  return rows.filter((row) => !row.merged && progressAllows(rule, row.progress));
}

/** '納品予定日の1日前 9:00（進捗が完了以外）', '最終接触日から30日後 10:00', '商談日の当日 9:00'. */
export function describeReminderRule(rule: Omit<ReminderRule, 'id' | 'roomId'>): string {
  const field = REMINDER_FIELDS[rule.table][rule.field] ?? rule.field;
  const when =
    rule.offsetDays === 0
      ? `${field}の当日`
      : rule.offsetDays < 0
        ? `${field}の${-rule.offsetDays}日前`
        : `${field}から${rule.offsetDays}日後`;
  const time = rule.time.replace(/^0(\d)/, '$1');
  const condition = rule.progress
    ? rule.progress.op === 'not'
      ? `（進捗が${rule.progress.value}以外）`
      : `（進捗が${rule.progress.value}）`
    : '';
  return `${when} ${time}${condition}`;
}
