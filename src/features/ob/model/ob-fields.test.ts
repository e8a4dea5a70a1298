import { OB_TABLE } from '@/contracts/ob-table';
import { formFields, searchKeys, tableWidth, schemaMismatches } from '@/features/customers/model';
import { OB_FIELDS } from './ob-fields';
import { OB_SORT_KEYS } from './types';

test('the table is 1920 px wide with the delete column (90 px)', () => {
  expect(tableWidth(OB_FIELDS, 90)).toBe(1920);
});

test('every field sorts, in the table order', () => {
  expect(OB_SORT_KEYS).toEqual([
    'slackNumber',
    'plannedDeliveryDate',
    'referralSource',
    'productCategory',
    'clientName',
    'serviceName',
    'progress',
    'obAssignee',
    'taskMemo',
    'surveyResponseDate',
    'deliveryDate',
  ]);
});

test('the search box looks in slack number, client name, service name and OB assignee', () => {
  expect(new Set(searchKeys(OB_FIELDS))).toEqual(
    new Set(['slackNumber', 'clientName', 'serviceName', 'obAssignee']),
  );
});

test('the add form asks for every field once; slack number and client name are required', () => {
  const form = formFields(OB_FIELDS);
  expect(form.map((field) => field.key)).toEqual([
    'slackNumber',
    'clientName',
    'serviceName',
    'productCategory',
    'surveyResponseDate',
    'plannedDeliveryDate',
    'deliveryDate',
    'referralSource',
    'progress',
    'obAssignee',
    'taskMemo',
  ]);
  expect(form.filter((field) => field.form.required).map((field) => field.key)).toEqual([
    'slackNumber',
    'clientName',
  ]);
});

test('select cells take their choices from an option list or fixed values, never both', () => {
  for (const field of OB_FIELDS) {
    if (field.cell !== 'select') continue;
    const sources = ['optionList' in field, 'choices' in field].filter(Boolean);
    expect(sources, field.key).toHaveLength(1);
  }
});

test('the columns follow the table’s schema: keys in order, headers, lists, reminder dates', () => {
  // The functions, the rules and other screens read the schema; the grid reads these.
  expect(schemaMismatches(OB_FIELDS, OB_TABLE)).toEqual([]);
});
