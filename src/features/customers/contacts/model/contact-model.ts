import {
  ACTIVITY_TYPES,
  type ActivityReminder,
  type ActivityType,
  CONTACT_EMAIL_MAX,
  CONTACT_TEXT_MAX,
} from '@/contracts/contacts';
import type { CustomerTable } from '@/contracts/collections';
import { tableSchema } from '@/contracts/customer-tables';
import { mondayOf, plusDays, tokyoDay } from '@/lib/tokyo-time';

/** One 先方担当者 of a company (customerContacts). */
export interface Contact {
  id: string;
  name: string;
  department: string;
  title: string;
  email: string;
  phone: string;
  primary: boolean;
}

/** One 活動 with a company (customerActivities). */
export interface Activity {
  id: string;
  table: string;
  rowId: string;
  type: ActivityType;
  at: Date | null;
  contactIds: string[];
  body: string;
  nextAction: string;
  nextDate: string;
  /** The company's 案件 it belongs to ('' for none). */
  dealId: string;
  authorUid: string;
  edited: boolean;
  /** Its 次回予定日 as a reminder to its author: open, done, or none. */
  reminder: ActivityReminder | null;
}

/** What the contact form edits. */
export type ContactInput = Omit<Contact, 'id'>;

export const emptyContact = (): ContactInput => ({
  name: '',
  department: '',
  title: '',
  email: '',
  phone: '',
  primary: false,
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function parseContact(id: string, data: Readonly<Record<string, unknown>>): Contact {
  return {
    id,
    name: text(data.name),
    department: text(data.department),
    title: text(data.title),
    email: text(data.email),
    phone: text(data.phone),
    primary: data.primary === true,
  };
}

export function parseActivity(
  id: string,
  data: Readonly<Record<string, unknown>>,
  instant: (value: unknown) => Date | null,
): Activity {
  const type = (ACTIVITY_TYPES as readonly unknown[]).includes(data.type)
    ? (data.type as ActivityType)
    : 'その他';
  return {
    id,
    table: text(data.table),
    rowId: text(data.rowId),
    type,
    at: instant(data.at),
    contactIds: Array.isArray(data.contactIds)
      ? data.contactIds.filter((value): value is string => typeof value === 'string')
      : [],
    body: text(data.body),
    nextAction: text(data.nextAction),
    nextDate: text(data.nextDate),
    dealId: text(data.dealId),
    authorUid: text(data.authorUid),
    edited: data.updatedAt != null,
    reminder:
      data.reminder === 'open' || data.reminder === 'done'
        ? (data.reminder as ActivityReminder)
        : null,
  };
}

/** 主担当 first, then by name (Japanese order). */
export function sortContacts(contacts: readonly Contact[]): Contact[] {
  return [...contacts].sort(
    (a, b) => Number(b.primary) - Number(a.primary) || a.name.localeCompare(b.name, 'ja'),
  );
}

/** Why a contact cannot be saved as typed, or null: a name is needed; every field is bounded. */
export function contactProblem(input: ContactInput): 'nameRequired' | 'tooLong' | null {
  if (!input.name.trim()) return 'nameRequired';
  const long = [input.name, input.department, input.title, input.phone].some(
    (value) => value.trim().length > CONTACT_TEXT_MAX,
  );
  return long || input.email.trim().length > CONTACT_EMAIL_MAX ? 'tooLong' : null;
}

/** The contact as stored: trimmed. */
export function contactFields(input: ContactInput): ContactInput {
  return {
    name: input.name.trim(),
    department: input.department.trim(),
    title: input.title.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    primary: input.primary,
  };
}

/** A member's open reminders, the earliest 次回予定日 first, and how each stands against `today`. */
export function openReminders(
  activities: readonly Activity[],
  today: string,
): { activity: Activity; due: 'overdue' | 'today' | 'later' }[] {
  return activities
    .filter((activity) => activity.reminder === 'open' && activity.nextDate !== '')
    .sort((a, b) => a.nextDate.localeCompare(b.nextDate))
    .map((activity) => ({
      activity,
      due: activity.nextDate < today ? 'overdue' : activity.nextDate === today ? 'today' : 'later',
    }));
}

/** How many of `activities` fall in this week (Monday to `today`, Tokyo), by 種類, in order. */
export function countThisWeek(
  activities: readonly Pick<Activity, 'type' | 'at'>[],
  today: string,
): { type: ActivityType; count: number }[] {
  const from = mondayOf(today);
  const counts = new Map<ActivityType, number>();
  for (const activity of activities) {
    if (!activity.at) continue;
    const day = tokyoDay(activity.at);
    if (day < from || day > today) continue;
    counts.set(activity.type, (counts.get(activity.type) ?? 0) + 1);
  }
  return ACTIVITY_TYPES.flatMap((type) =>
    counts.has(type) ? [{ type, count: counts.get(type)! }] : [],
  );
}

/**
 * The team's activities per member for the last four weeks (each starting on a Monday, the
 * current one last): `weeks` are their Mondays, `rows` one per author with a count per week.
 */
export function teamWeeks(
  activities: readonly Pick<Activity, 'authorUid' | 'at'>[],
  today: string,
): { weeks: string[]; rows: { uid: string; counts: number[] }[] } {
  const last = mondayOf(today);
  const weeks = [-21, -14, -7, 0].map((days) => plusDays(last, days));
  const byAuthor = new Map<string, number[]>();
  for (const activity of activities) {
    if (!activity.at) continue;
    const day = tokyoDay(activity.at);
    if (day < weeks[0]! || day > today) continue;
    const week = weeks.filter((monday) => monday <= day).length - 1;
    const counts = byAuthor.get(activity.authorUid) ?? [0, 0, 0, 0];
    counts[week]! += 1;
    byAuthor.set(activity.authorUid, counts);
  }
  return { weeks, rows: [...byAuthor].map(([uid, counts]) => ({ uid, counts })) };
}

/**
 * Where an activity logged on a row's page goes: the row itself when its table has 活動, else the
 * company its 関連 field names (a 案件 → its SA customer), with the row as the activity's 案件.
 * Null when there is none (a deal without a customer).
 */
export function activityTarget(
  table: CustomerTable,
  row: { id: string },
): { table: CustomerTable; rowId: string; dealId?: string } | null {
  const schema = tableSchema(table);
  const values = row as unknown as Readonly<Record<string, unknown>>;
  if (schema.contacts) return { table, rowId: row.id };
  const reference = schema.fields.find(
    (field) =>
      field.kind === 'reference' && field.references && typeof values[field.key] === 'string',
  );
  const company = reference ? (values[reference.key] as string) : '';
  if (!reference?.references || !company || !tableSchema(reference.references).contacts)
    return null;
  return { table: reference.references, rowId: company, dealId: row.id };
}
