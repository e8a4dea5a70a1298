/**
 * Date reminders to the person in charge (issue 38): the rules members set per table, and what
 * both the scheduled function and local mode's clock check agree on. Dependency-free: copied
 * into functions/src/shared/contracts/.
 */
export const REMINDER_RULES = 'reminderRules';
/** `{ruleId}_{rowId}_{date}`: created before a row's reminder is sent, so it is sent once. */
export const REMINDER_CLAIMS = 'reminderClaims';
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
/** The rules one check runs at most (the oldest first); the form refuses more. */
export const MAX_REMINDER_RULES = 50;

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

export type ReminderTable = 'sa_list' | 'ob_list';

/** The date fields a rule can watch, per table. */
export const REMINDER_FIELDS: Record<ReminderTable, readonly string[]> = {
  ob_list: ['plannedDeliveryDate'],
  sa_list: ['lastContactDate', 'meetingDate'],
};

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
}

export const MAX_OFFSET_DAYS = 365;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_MS = 86_400_000;
const TOKYO_MS = 9 * 3_600_000;

/** Parse, don't cast: a malformed stored rule is skipped, never half-applied. */
export function parseReminderRule(id: string, data: Record<string, unknown>): ReminderRule | null {
  const table = data.table;
  if (table !== 'sa_list' && table !== 'ob_list') return null;
  const field = typeof data.field === 'string' ? data.field : '';
  if (!REMINDER_FIELDS[table].includes(field)) return null;
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
  };
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

/** 'YYYY-MM-DD' plus n days. */
export function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Tokyo's calendar day of an instant. */
export const tokyoDayOf = (ms: number) => new Date(ms + TOKYO_MS).toISOString().slice(0, 10);

/** When a row's reminder fires: its date plus the offset, at the rule's time in Tokyo. */
export function fireTime(rule: ReminderRule, date: string): number {
  const [hours, minutes] = rule.time.split(':').map(Number) as [number, number];
  return (
    Date.parse(`${plusDays(date, rule.offsetDays)}T00:00:00Z`) -
    TOKYO_MS +
    (hours * 60 + minutes) * 60_000
  );
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

const tokyoMidnight = (nowMs: number) => Date.parse(`${tokyoDayOf(nowMs)}T00:00:00Z`) - TOKYO_MS;

/** The dates whose reminders are due now: today's once its time has come, and yesterday's
 * late-evening one just after midnight. */
export function dueDates(rule: ReminderRule, nowMs: number): string[] {
  const today = todaysTarget(rule, nowMs);
  const midnight = tokyoMidnight(nowMs);
  const yesterday = plusDays(today.date, -1);
  const lateEvening =
    nowMs - midnight < LATE_EVENING_MS && fireTime(rule, yesterday) >= midnight - LATE_EVENING_MS;
  return [...(lateEvening ? [yesterday] : []), ...(today.due ? [today.date] : [])];
}

export function progressAllows(rule: ReminderRule, progress: string): boolean {
  if (!rule.progress) return true;
  return rule.progress.op === 'is'
    ? progress === rule.progress.value
    : progress !== rule.progress.value;
}

export const reminderClaimId = (ruleId: string, rowId: string, date: string) =>
  `${ruleId}_${rowId}_${date}`;

/** A row a rule looks at: its id, client, 担当, 進捗 and the watched date. */
export interface ReminderRow {
  id: string;
  clientName: string;
  obAssignee: string;
  progress: string;
  date: string;
}

/** Of the rows on a due date, those the 進捗 condition lets through. */
export function dueRows(rule: ReminderRule, rows: readonly ReminderRow[]): ReminderRow[] {
  return rows.filter((row) => progressAllows(rule, row.progress));
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

/** The field names in the rule's words. */
export const REMINDER_FIELD_LABELS: Record<string, string> = {
  plannedDeliveryDate: '納品予定日',
  lastContactDate: '最終接触日',
  meetingDate: '商談日',
};

/** '納品予定日の1日前 9:00（進捗が完了以外）', '最終接触日から30日後 10:00', '商談日の当日 9:00'. */
export function describeReminderRule(rule: Omit<ReminderRule, 'id' | 'roomId'>): string {
  const field = REMINDER_FIELD_LABELS[rule.field] ?? rule.field;
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
