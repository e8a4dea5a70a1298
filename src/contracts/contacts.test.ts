import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  ACTIVITY_BODY_MAX,
  ACTIVITY_CONTACTS_MAX,
  ACTIVITY_REMINDER_STATES,
  ACTIVITY_TYPES,
  CONTACT_EMAIL_MAX,
  CONTACT_TEXT_MAX,
  lastContactWrite,
  primaryContactWrite,
} from './contacts';
import { DEAL_TABLE } from './deal-table';
import { SA_TABLE } from './sa-table';

describe('what an activity and a 主担当 write onto the company', () => {
  test('最終接触日 moves forward only', () => {
    expect(lastContactWrite(SA_TABLE, { lastContactDate: '2026-12-01' }, '2026-12-07')).toEqual({
      lastContactDate: '2026-12-07',
    });
    expect(lastContactWrite(SA_TABLE, {}, '2026-12-07')).toEqual({ lastContactDate: '2026-12-07' });
    // A later date typed by hand stays; so does the same day.
    expect(lastContactWrite(SA_TABLE, { lastContactDate: '2026-12-20' }, '2026-12-07')).toBeNull();
    expect(lastContactWrite(SA_TABLE, { lastContactDate: '2026-12-07' }, '2026-12-07')).toBeNull();
    // A table without the role, or no day, writes nothing.
    expect(lastContactWrite(DEAL_TABLE, {}, '2026-12-07')).toBeNull();
    expect(lastContactWrite(SA_TABLE, {}, '')).toBeNull();
  });

  test('the 主担当’s name and address, where the table shows them', () => {
    const contact = { name: '山田 太郎', email: '', phone: '03-1234-5678' };
    expect(primaryContactWrite(SA_TABLE, contact)).toEqual({
      contactPerson: '山田 太郎',
      contactInfo: '03-1234-5678',
    });
    expect(primaryContactWrite(SA_TABLE, { ...contact, email: 'y@example.com' }).contactInfo).toBe(
      'y@example.com',
    );
    expect(primaryContactWrite(DEAL_TABLE, contact)).toEqual({});
  });
});

test('the rules name the same 種類 of activity, and the same bounds, as the app', () => {
  const rules = readFileSync(join(import.meta.dirname, '../../firestore.rules'), 'utf8');
  expect(rules).toContain(`isShortText(data.body, ${ACTIVITY_BODY_MAX})`);
  expect(rules).toContain(`data.contactIds.size() <= ${ACTIVITY_CONTACTS_MAX}`);
  expect(rules).toContain(`data.name.size() <= ${CONTACT_TEXT_MAX}`);
  expect(rules).toContain(`isShortText(data.email, ${CONTACT_EMAIL_MAX})`);
  expect(rules).toContain(`data.type in [${ACTIVITY_TYPES.map((type) => `'${type}'`).join(', ')}]`);
  expect(rules).toContain(
    `data.reminder in [${ACTIVITY_REMINDER_STATES.map((state) => `'${state}'`).join(', ')}]`,
  );
});
