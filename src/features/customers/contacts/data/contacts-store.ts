import { CUSTOMER_ACTIVITIES, CUSTOMER_CONTACTS, primaryContactWrite } from '@/contracts/contacts';
import type { CustomerTable } from '@/contracts/collections';
import { referencesTo, tableSchema } from '@/contracts/customer-tables';
import {
  backend,
  newDocumentId,
  serverTimestamp,
  type BatchWrite,
  type StoredDocument,
  type Unsubscribe,
} from '@/lib/backend';
import { instantOf } from '@/lib/tokyo-time';
import {
  contactFields,
  parseActivity,
  parseContact,
  type Activity,
  type Contact,
  type ContactInput,
} from '../model/contact-model';

/**
 * 先方担当者 and 活動 of a company row: read live, written in the shapes the rules take
 * (firestore.rules: a row that exists, bounded text, an activity its author's alone).
 */

/** A company's contacts, live. */
export function subscribeContacts(
  table: CustomerTable,
  rowId: string,
  onChange: (contacts: Contact[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    CUSTOMER_CONTACTS,
    {
      where: [
        { field: 'table', value: table },
        { field: 'rowId', value: rowId },
      ],
    },
    (docs) => onChange(docs.map((doc) => parseContact(doc.id, doc.data))),
    onError,
  );
}

/**
 * Saves a contact (new: `id` null) in one write with what follows from it: marked 主担当, the
 * company's other contacts lose the mark and its row shows this one (先方担当者 and 連絡先).
 */
export async function saveContact(
  table: CustomerTable,
  rowId: string,
  id: string | null,
  input: ContactInput,
  others: readonly Contact[],
  uid: string,
): Promise<void> {
  const fields = contactFields(input);
  const writes: BatchWrite[] = [
    id === null
      ? {
          kind: 'set',
          collection: CUSTOMER_CONTACTS,
          id: newDocumentId(),
          data: {
            table,
            rowId,
            ...fields,
            createdBy: uid,
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
          },
        }
      : {
          kind: 'update',
          collection: CUSTOMER_CONTACTS,
          id,
          data: { ...fields, updatedAt: serverTimestamp() },
        },
  ];
  if (fields.primary) {
    for (const other of others)
      if (other.primary && other.id !== id)
        writes.push({
          kind: 'update',
          collection: CUSTOMER_CONTACTS,
          id: other.id,
          data: { primary: false, updatedAt: serverTimestamp() },
        });
    const onRow = primaryContactWrite(tableSchema(table), fields);
    if (Object.keys(onRow).length > 0)
      writes.push({ kind: 'update', collection: table, id: rowId, data: onRow });
  }
  await backend().data.batchWrite(writes);
}

export function deleteContact(id: string): Promise<void> {
  return backend().data.delete(CUSTOMER_CONTACTS, id);
}

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
  if (id === null)
    await backend().data.add(CUSTOMER_ACTIVITIES, {
      table,
      rowId,
      ...fields,
      authorUid: uid,
      createdAt: serverTimestamp(),
    });
  else
    await backend().data.update(CUSTOMER_ACTIVITIES, id, {
      ...fields,
      updatedAt: serverTimestamp(),
    });
}

export function deleteActivity(id: string): Promise<void> {
  return backend().data.delete(CUSTOMER_ACTIVITIES, id);
}
