import { CONTACT_EMAIL_MAX, CONTACT_TEXT_MAX } from '@/contracts/contacts';
import { optionalRoleKey } from '@/contracts/customer-schema';
import { CUSTOMER_TABLE_SCHEMAS } from '@/contracts/customer-tables';
import { contactKindOf } from '@/lib/contact-kind';

/**
 * `npm run migrate-contacts`: the 先方担当者 typed into a company row before contacts existed
 * becomes the company's first contact, its 主担当, once. Written against a small port so it is
 * tested with a fake; scripts/migrate-contacts.ts binds it to firebase-admin.
 * - a row of a table with contacts whose `primaryContact` field holds text, and which has no
 *   contact yet, gets one: that text as 氏名 (cut to the bound), its `primaryContactInfo` as メール
 *   or 電話 by what it looks like (anything else is left on the row, reported);
 * - the row itself is not changed: it keeps showing the same text;
 * - a row that already has a contact is skipped, so a second run adds nothing.
 */
export interface ContactsStore {
  /** A table's rows (id and data), merged-away rows included. */
  rows(table: string): Promise<{ id: string; data: Record<string, unknown> }[]>;
  /** `table/rowId` of every row that has a contact. */
  rowsWithContacts(): Promise<Set<string>>;
  /** Writes the contacts, in batches. */
  create(contacts: readonly NewContact[]): Promise<void>;
}

export interface NewContact {
  table: string;
  rowId: string;
  name: string;
  department: string;
  title: string;
  email: string;
  phone: string;
  primary: true;
  createdBy: 'migration';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The contact a row's typed 先方担当者 becomes, and what of its 連絡先 could not be placed. */
export function contactFromRow(
  table: string,
  rowId: string,
  data: Readonly<Record<string, unknown>>,
  keys: { name: string; info: string | null },
): { contact: NewContact; unplaced: string } | null {
  const name = text(data[keys.name]).slice(0, CONTACT_TEXT_MAX);
  if (!name) return null;
  const info = keys.info ? text(data[keys.info]) : '';
  const kind = contactKindOf(info);
  const email = kind === 'email' && info.length <= CONTACT_EMAIL_MAX ? info : '';
  const phone = kind === 'phone' && info.length <= CONTACT_TEXT_MAX ? info : '';
  return {
    contact: {
      table,
      rowId,
      name,
      department: '',
      title: '',
      email,
      phone,
      primary: true,
      createdBy: 'migration',
    },
    unplaced: email || phone ? '' : info,
  };
}

export async function migrateContacts(
  store: ContactsStore,
  log: (line: string) => void,
  apply: boolean,
): Promise<{ created: number; skipped: number }> {
  const done = await store.rowsWithContacts();
  const planned: NewContact[] = [];
  let skipped = 0;
  for (const schema of CUSTOMER_TABLE_SCHEMAS) {
    const name = schema.contacts ? optionalRoleKey(schema, 'primaryContact') : null;
    if (!name) continue;
    const info = optionalRoleKey(schema, 'primaryContactInfo');
    for (const row of await store.rows(schema.collection)) {
      const made = contactFromRow(schema.collection, row.id, row.data, { name, info });
      if (!made) continue;
      if (done.has(`${schema.collection}/${row.id}`)) {
        skipped += 1;
        continue;
      }
      planned.push(made.contact);
      log(
        `${schema.collection}/${row.id}: 先方担当者 「${made.contact.name}」` +
          (made.unplaced ? ` (連絡先 「${made.unplaced}」 stays on the row only)` : ''),
      );
    }
  }
  if (apply && planned.length > 0) await store.create(planned);
  log(
    `${planned.length} contact(s) ${apply ? 'created' : 'to create (run with --apply)'}, ${skipped} row(s) already had contacts`,
  );
  return { created: apply ? planned.length : 0, skipped };
}
