import { EMPTY_SA_FILTERS, filterSaCustomers, hasActiveFilters } from './filter-sa';
import { parseSaCustomer } from './parse-sa-customer';

const rows = [
  parseSaCustomer('1', {
    clientName: '株式会社アオバ商事',
    serviceName: '在庫管理クラウド',
    corporateNumber: '1010001000001',
    contactPerson: '鈴木 部長',
    progress: '商談中',
    priority: 'A',
    obAssignee: '山本',
  }),
  parseSaCustomer('2', {
    clientName: 'ＡＢＣ株式会社',
    serviceName: 'デザイン制作',
    contactPerson: 'たかはし様',
    progress: 'アポ確定',
    priority: 'B',
    obAssignee: '佐藤',
  }),
  parseSaCustomer('3', {
    clientName: '有限会社さくら食品',
    serviceName: 'ECサイト',
    progress: '独自の進捗',
    priority: '',
    assignee: '山本',
  }),
];
const ids = (list: { id: string }[]) => list.map((r) => r.id);
const search = (query: string) => ids(filterSaCustomers(rows, { ...EMPTY_SA_FILTERS, query }));

test('no filters: every row, in the given order', () => {
  expect(ids(filterSaCustomers(rows, EMPTY_SA_FILTERS))).toEqual(['1', '2', '3']);
  expect(hasActiveFilters(EMPTY_SA_FILTERS)).toBe(false);
});

test('search covers client name, service name, corporate number and contact person', () => {
  expect(search('アオバ')).toEqual(['1']);
  expect(search('デザイン')).toEqual(['2']);
  expect(search('1010001')).toEqual(['1']);
  expect(search('鈴木')).toEqual(['1']);
  expect(search('山本')).toEqual([]); // the assignee is a filter, not searched
});

test('search ignores case, width and hiragana / katakana', () => {
  expect(search('abc')).toEqual(['2']);
  expect(search('ｱｵﾊﾞ')).toEqual(['1']);
  expect(search('あおば')).toEqual(['1']);
  expect(search('タカハシ')).toEqual(['2']);
  expect(search('ｅｃ')).toEqual(['3']);
  expect(search('株式会社　アオバ')).toEqual(['1']);
});

test('progress filter keeps rows with any chosen label', () => {
  const filters = { ...EMPTY_SA_FILTERS, progress: ['商談中', '独自の進捗'] };
  expect(ids(filterSaCustomers(rows, filters))).toEqual(['1', '3']);
  expect(hasActiveFilters(filters)).toBe(true);
});

test('priority and assignee filters (the legacy assignee field counts)', () => {
  expect(ids(filterSaCustomers(rows, { ...EMPTY_SA_FILTERS, priority: 'B' }))).toEqual(['2']);
  expect(ids(filterSaCustomers(rows, { ...EMPTY_SA_FILTERS, assignee: '山本' }))).toEqual([
    '1',
    '3',
  ]);
});

test('filters combine', () => {
  expect(
    ids(filterSaCustomers(rows, { ...EMPTY_SA_FILTERS, assignee: '山本', query: 'さくら' })),
  ).toEqual(['3']);
});
