import { CUSTOMER_ACTIVITIES, type ActivityReminder } from '@/contracts/contacts';
import type { CustomerTable } from '@/contracts/collections';
import { roleKey } from '@/contracts/customer-schema';
import { referencesTo, tableSchema } from '@/contracts/customer-tables';
import { backend, serverTimestamp, type StoredDocument, type Unsubscribe } from '@/lib/backend';
import { deleteField } from '@/lib/backend/field-values';
import { instantOf } from '@/lib/tokyo-time';
import { parseActivity, type Activity } from '../model/contact-model';

// 活動: a company's activities, a member's and the team's, and what the activity dialog writes.

/** A company's activities, or (a row of a table without 活動 of its own: a 案件) its own, live. */
export function subscribeActivities(
  table: CustomerTable,
  rowId: string,
  onChange: (activities: Activity[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const parse = (docs: StoredDocument[]) =>
    onChange(docs.map((doc) => parseActivity(doc.id, doc.data, instantOf)));
  if (!tableSchema(table).contacts)
    return backend().data.subscribe(
      CUSTOMER_ACTIVITIES,
      { where: [{ field: 'dealId', value: rowId }] },
      parse,
      onError,
    );
  return backend().data.subscribe(
    CUSTOMER_ACTIVITIES,
    {
      where: [
        { field: 'table', value: table },
        { field: 'rowId', value: rowId },
      ],
    },
    parse,
    onError,
  );
}

/** A row of another table that names the company (its 案件): id and name. */
export interface CompanyDeal {
  id: string;
  name: string;
}

/** The rows of other tables whose 関連 field names the company (its 案件), live. */
export function subscribeCompanyDeals(
  table: CustomerTable,
  rowId: string,
  onChange: (deals: CompanyDeal[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const [reference] = referencesTo(table);
  if (!reference) {
    onChange([]);
    return () => {};
  }
  return backend().data.subscribe(
    reference.collection,
    { where: [{ field: reference.field, value: rowId }] },
    (docs) =>
      onChange(
        docs
          .filter((doc) => !doc.data.mergedInto)
          .map((doc) => ({
            id: doc.id,
            name: typeof doc.data.clientName === 'string' ? doc.data.clientName : '',
          })),
      ),
    onError,
  );
}

/** A member's own activities, live (マイページ). */
export function subscribeMyActivities(
  uid: string,
  onChange: (activities: Activity[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    CUSTOMER_ACTIVITIES,
    { where: [{ field: 'authorUid', value: uid }] },
    (docs) => onChange(docs.map((doc) => parseActivity(doc.id, doc.data, instantOf))),
    onError,
  );
}

/** The team's latest activities, live (マイページ's four weeks). */
export const TEAM_ACTIVITIES_LIMIT = 2000;
export function subscribeTeamActivities(
  onChange: (activities: Activity[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    CUSTOMER_ACTIVITIES,
    { orderBy: { field: 'at', direction: 'desc' }, limit: TEAM_ACTIVITIES_LIMIT },
    (docs) => onChange(docs.map((doc) => parseActivity(doc.id, doc.data, instantOf))),
    onError,
  );
}

/** What the activity dialog saves. */
export interface ActivityInput {
  type: Activity['type'];
  dealId: string;
  at: Date;
  contactIds: string[];
  body: string;
  nextAction: string;
  nextDate: string;
  /** 次回予定日 as a reminder to the author (kept only with a date), or none. */
  reminder: ActivityReminder | null;
}

/** Logs an activity (new: `id` null) by `uid`; the server moves the row's 最終接触日 on. */
export async function saveActivity(
  table: CustomerTable,
  rowId: string,
  id: string | null,
  input: ActivityInput,
  uid: string,
): Promise<void> {
  const fields = {
    type: input.type,
    at: input.at,
    contactIds: [...input.contactIds],
    body: input.body,
    nextAction: input.nextAction.trim(),
    nextDate: input.nextDate,
    dealId: input.dealId,
  };
  const reminder = input.nextDate ? input.reminder : null;
  if (id === null)
    await backend().data.add(CUSTOMER_ACTIVITIES, {
      table,
      rowId,
      ...fields,
      ...(reminder ? { reminder } : {}),
      authorUid: uid,
      createdAt: serverTimestamp(),
    });
  else
    await backend().data.update(CUSTOMER_ACTIVITIES, id, {
      ...fields,
      reminder: reminder ?? deleteField(),
      updatedAt: serverTimestamp(),
    });
}

/** Completes an activity's reminder (its author only); the activity itself is not edited. */
export function completeReminder(id: string): Promise<void> {
  return backend().data.update(CUSTOMER_ACTIVITIES, id, { reminder: 'done' });
}

export function deleteActivity(id: string): Promise<void> {
  return backend().data.delete(CUSTOMER_ACTIVITIES, id);
}

/** A customer row's name, live: one name, or none when the row is gone. */
export function subscribeRowName(
  table: CustomerTable,
  rowId: string,
  onChange: (names: string[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const key = roleKey(tableSchema(table), 'name');
  return backend().data.subscribeDoc(
    table,
    rowId,
    (doc) => onChange(doc ? [String(doc.data[key] ?? '')] : []),
    onError,
  );
}
