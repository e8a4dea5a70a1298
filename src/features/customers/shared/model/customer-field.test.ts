import {
  csvFields,
  csvHeaders,
  formFields,
  optionListKeys,
  searchKeys,
  tableWidth,
  type CustomerField,
} from './customer-field';

const fields: CustomerField[] = [
  { key: 'b', header: 'B', cell: 'text', width: 100, csvColumn: 1, search: true },
  {
    key: 'a',
    header: 'A',
    cell: 'suggest',
    width: 50,
    csvColumn: 0,
    csvHeader: 'A (CSV)',
    optionList: 'listA',
    form: { order: 1, input: 'suggest' },
  },
  {
    key: 'c',
    header: 'C',
    cell: 'select',
    width: 30,
    optionList: 'listA',
    form: { order: 0, input: 'select' },
  },
  { key: 'd', header: 'D', cell: 'url', width: 20, search: true },
];

test('CSV fields and their headers follow csvColumn; fields without one are not imported', () => {
  expect(csvFields(fields).map((field) => field.key)).toEqual(['a', 'b']);
  expect(csvHeaders(fields)).toEqual(['A (CSV)', 'B']);
});

test('search keys keep the table order; the form follows form.order', () => {
  expect(searchKeys(fields)).toEqual(['b', 'd']);
  expect(formFields(fields).map((field) => field.key)).toEqual(['c', 'a']);
});

test('option lists are named once each; the width adds the other columns', () => {
  expect(optionListKeys(fields)).toEqual(['listA']);
  expect(tableWidth(fields, 10)).toBe(210);
});
