import { REMINDER_FIELDS } from '@/contracts/reminders';
import {
  reminderFields,
  csvHeaders,
  formFields,
  searchKeys,
  tableWidth,
} from '@/features/customers/model';
import { SA_FIELDS } from './sa-fields';
import { SA_TEXT_FIELDS } from './types';

test('the CSV import order derived from the table is the specification’s', () => {
  expect(csvHeaders(SA_FIELDS)).toEqual([
    '法人番号',
    'クライアント名',
    'サービス名',
    '商談日',
    '最終接触日',
    '紹介元',
    '優先度',
    'コメント/ネクストアクション',
    '進捗',
    '担当者',
    '先方担当者',
    '連絡先',
    '電話番号',
    '商談動画URL',
  ]);
  expect(SA_TEXT_FIELDS).toEqual([
    'corporateNumber',
    'clientName',
    'serviceName',
    'meetingDate',
    'lastContactDate',
    'referralSource',
    'priority',
    'nextAction',
    'progress',
    'obAssignee',
    'contactPerson',
    'contactInfo',
    'phoneNumber',
    'meetingVideo',
  ]);
});

test('every field is imported once, at its own column', () => {
  const columns = SA_FIELDS.map((field) => field.csvColumn).sort((a, b) => a - b);
  expect(columns).toEqual(SA_FIELDS.map((_, index) => index));
});

test('the table is 1962 px wide with the star and delete columns (56 px each)', () => {
  expect(tableWidth(SA_FIELDS, 56 + 56)).toBe(1962);
});

test('the search box looks in client name, service name, corporate number and contact person', () => {
  expect(new Set(searchKeys(SA_FIELDS))).toEqual(
    new Set(['clientName', 'serviceName', 'corporateNumber', 'contactPerson']),
  );
});

test('the add form asks for every field once, the client name required, in the form order', () => {
  const form = formFields(SA_FIELDS);
  expect(form.map((field) => field.key)).toEqual([
    'corporateNumber',
    'clientName',
    'serviceName',
    'priority',
    'meetingDate',
    'lastContactDate',
    'referralSource',
    'progress',
    'obAssignee',
    'contactPerson',
    'contactInfo',
    'phoneNumber',
    'nextAction',
    'meetingVideo',
  ]);
  expect(form.filter((field) => field.form.required).map((field) => field.key)).toEqual([
    'clientName',
  ]);
});

test('the dates a reminder can watch are the reminder contract’s, named by their headers', () => {
  // Renaming or retyping one of these fields must change the contract (and the rules) with it.
  const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
  expect(reminderFields(SA_FIELDS).sort(byKey)).toEqual(
    Object.entries(REMINDER_FIELDS.sa_list)
      .map(([key, label]) => ({ key, label }))
      .sort(byKey),
  );
});
