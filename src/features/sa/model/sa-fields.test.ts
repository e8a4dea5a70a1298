import { SA_TABLE } from '@/contracts/sa-table';
import {
  csvHeaders,
  formFields,
  searchKeys,
  tableWidth,
  schemaMismatches,
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

test('the columns follow the table’s schema: keys in order, headers, lists, reminder dates', () => {
  // The functions, the rules and other screens read the schema; the grid reads these.
  expect(schemaMismatches(SA_FIELDS, SA_TABLE)).toEqual([]);
});
