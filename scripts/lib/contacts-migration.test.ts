import { describe, expect, test } from 'vitest';
import {
  contactFromRow,
  migrateContacts,
  type ContactsStore,
  type NewContact,
} from './contacts-migration';

const keys = { name: 'contactPerson', info: 'contactInfo' };

describe('the typed 先方担当者 becomes a contact', () => {
  test('the name, and the 連絡先 as メール or 電話 by its look', () => {
    expect(
      contactFromRow(
        'sa_list',
        'a',
        { contactPerson: ' 鈴木 部長 ', contactInfo: 'aoba@example.com' },
        keys,
      ),
    ).toMatchObject({
      contact: { name: '鈴木 部長', email: 'aoba@example.com', phone: '', primary: true },
      unplaced: '',
    });
    expect(
      contactFromRow(
        'sa_list',
        'b',
        { contactPerson: '高橋 様', contactInfo: '06-2345-6789' },
        keys,
      )?.contact.phone,
    ).toBe('06-2345-6789');
    expect(
      contactFromRow(
        'sa_list',
        'c',
        { contactPerson: '伊藤', contactInfo: 'https://x.example' },
        keys,
      )?.unplaced,
    ).toBe('https://x.example');
    expect(contactFromRow('sa_list', 'd', { contactPerson: '  ' }, keys)).toBeNull();
    expect(
      contactFromRow('sa_list', 'e', { contactPerson: 'あ'.repeat(150) }, keys)?.contact.name,
    ).toHaveLength(100);
  });

  test('a report first; applied once; a second run adds nothing', async () => {
    const created: NewContact[] = [];
    const store: ContactsStore = {
      rows: async (table) =>
        table === 'sa_list'
          ? [
              { id: 'a', data: { contactPerson: '鈴木', contactInfo: 'a@example.com' } },
              { id: 'b', data: { contactPerson: '' } },
              { id: 'c', data: { contactPerson: '高橋' } },
            ]
          : table === 'ob_list'
            ? [{ id: 'o', data: { contactPerson: 'OBには無い項目' } }]
            : [],
      rowsWithContacts: async () =>
        new Set(['sa_list/c', ...created.map((c) => `${c.table}/${c.rowId}`)]),
      create: async (contacts) => void created.push(...contacts),
    };
    const log: string[] = [];
    expect(await migrateContacts(store, (line) => log.push(line), false)).toEqual({
      created: 0,
      skipped: 1,
    });
    expect(created).toEqual([]);
    expect(log[0]).toBe('sa_list/a: 先方担当者 「鈴木」');
    expect(await migrateContacts(store, () => {}, true)).toEqual({ created: 1, skipped: 1 });
    expect(created.map((c) => `${c.table}/${c.rowId}:${c.name}`)).toEqual(['sa_list/a:鈴木']);
    expect(await migrateContacts(store, () => {}, true)).toEqual({ created: 0, skipped: 2 });
  });
});
