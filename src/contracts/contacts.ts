import { optionalRoleKey, type CustomerTableSchema } from './customer-schema';

/**
 * 先方担当者 and 活動: the people at a customer and what happened with them, each a document of
 * its own that names its row by `table` + `rowId` (like comments), so a 名寄せ merge moves them
 * and the erasure search finds them. Shapes and bounds the rules check (firestore.rules).
 */

/**
 * `customerContacts/{auto id}` = { table, rowId, name, department, title, email, phone, primary,
 * createdBy, createdAt, updatedAt }: one person at the company. `primary` marks the 主担当 (one
 * per company: the app clears the others in the same write).
 */
export const CUSTOMER_CONTACTS = 'customerContacts';

/** The longest text of a contact's fields (characters): a name, a department, a phone number. */
export const CONTACT_TEXT_MAX = 100;
/** An e-mail address's longest form (RFC 5321). */
export const CONTACT_EMAIL_MAX = 254;

/**
 * `customerActivities/{auto id}` = { table, rowId, type, at, contactIds, body, nextAction,
 * nextDate, dealId, authorUid, createdAt, updatedAt?, reminder? }: one 活動 (a visit, a call, …)
 * with the company; `dealId` names one of its 案件 ('' for none), whose page shows the activity
 * too. `reminder` (ACTIVITY_REMINDER_STATES) makes its 次回予定日 a reminder to its author.
 */
export const CUSTOMER_ACTIVITIES = 'customerActivities';

/**
 * An activity's reminder: 'open' until its author completes it ('done'); absent for none. Only
 * an activity with a 次回予定日 has one.
 */
export const ACTIVITY_REMINDER_STATES = ['open', 'done'] as const;
export type ActivityReminder = (typeof ACTIVITY_REMINDER_STATES)[number];

/** 種類 of an activity, in the dialog's order. */
export const ACTIVITY_TYPES = ['訪問', '電話', 'メール', 'Web会議', 'Chatwork', 'その他'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The longest 内容 (characters) and the most people one activity names. */
export const ACTIVITY_BODY_MAX = 5000;
export const ACTIVITY_CONTACTS_MAX = 20;

/**
 * What an activity on `day` ('YYYY-MM-DD', Tokyo) writes onto its company's row: the table's
 * 最終接触日 (the field with the `lastContact` role) when the activity is later than it, else
 * nothing. A later date typed by hand stays (the history says who typed it).
 */
export function lastContactWrite(
  schema: CustomerTableSchema,
  row: Readonly<Record<string, unknown>>,
  day: string,
): Record<string, string> | null {
  const key = optionalRoleKey(schema, 'lastContact');
  if (!key || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const current = typeof row[key] === 'string' ? (row[key] as string) : '';
  return day > current ? { [key]: day } : null;
}

/**
 * What marking a 主担当 writes onto its company's row: the name in the `primaryContact` field and
 * the e-mail (else the phone) in the `primaryContactInfo` field, where the table has them.
 */
export function primaryContactWrite(
  schema: CustomerTableSchema,
  contact: { name: string; email: string; phone: string },
): Record<string, string> {
  const name = optionalRoleKey(schema, 'primaryContact');
  const info = optionalRoleKey(schema, 'primaryContactInfo');
  return {
    ...(name ? { [name]: contact.name } : {}),
    ...(info ? { [info]: contact.email || contact.phone } : {}),
  };
}
