import { CUSTOMER_CONTACTS, primaryContactWrite } from '@/contracts/contacts';
import type { CustomerTable } from '@/contracts/collections';
import { tableSchema } from '@/contracts/customer-tables';
import { moveToTrash } from '@/lib/trash/trash-client';
import {
  backend,
  newDocumentId,
  serverTimestamp,
  type BatchWrite,
  type Unsubscribe,
} from '@/lib/backend';
import {
  contactFields,
  parseContact,
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

/** 削除: to the ゴミ箱 (src/lib/trash/), whence it can be restored to its company. */
export function deleteContact(id: string, by: { uid: string }): Promise<void> {
  return moveToTrash(CUSTOMER_CONTACTS, id, by);
}
