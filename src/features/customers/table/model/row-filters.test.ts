import { choicesFrom, rowFiltering } from './row-filters';

interface Row {
  id: string;
  name: string;
  note: string;
  progress: string;
  kind: string;
  owner: string;
}

const row = (id: string, fields: Partial<Row>): Row => ({
  id,
  name: '',
  note: '',
  progress: '',
  kind: '',
  owner: '',
  ...fields,
});

const rows = [
  row('1', { name: 'アオバ商事', note: '至急', progress: '商談中', kind: 'A', owner: '山本' }),
  row('2', { name: 'ひかり', note: 'あおば経由', progress: '受注', kind: 'B', owner: '山本' }),
  row('3', { name: 'さくら', progress: '独自の進捗', kind: 'A', owner: '佐藤' }),
];
const filtering = rowFiltering<Row, 'kind' | 'owner'>({
  searchFields: ['name', 'note'],
  selects: { kind: 'kind', owner: 'owner' },
});
const ids = (list: Row[]) => list.map((r) => r.id);

test('the empty filters have every select blank and are not active', () => {
  expect(filtering.empty).toEqual({ query: '', progress: [], kind: '', owner: '' });
  expect(filtering.hasActiveFilters(filtering.empty)).toBe(false);
  expect(ids(filtering.filter(rows, filtering.empty))).toEqual(['1', '2', '3']);
});

test('each select tests its own field; a blank select lets every row through', () => {
  const kindA = { ...filtering.empty, kind: 'A' };
  expect(ids(filtering.filter(rows, kindA))).toEqual(['1', '3']);
  expect(filtering.hasActiveFilters(kindA)).toBe(true);
  expect(ids(filtering.filter(rows, { ...kindA, owner: '佐藤' }))).toEqual(['3']);
});

test('search looks in every search field, folded, and a blank query is not active', () => {
  expect(ids(filtering.filter(rows, { ...filtering.empty, query: 'あおば' }))).toEqual(['1', '2']);
  expect(ids(filtering.filter(rows, { ...filtering.empty, query: 'ｱｵﾊﾞ 至急' }))).toEqual(['1']);
  expect(filtering.hasActiveFilters({ ...filtering.empty, query: '　' })).toBe(false);
});

test('progress keeps rows with any chosen label', () => {
  const filters = { ...filtering.empty, progress: ['受注', '独自の進捗'] };
  expect(ids(filtering.filter(rows, filters))).toEqual(['2', '3']);
});

test('choices: the option list first, then other values found in the data, sorted', () => {
  expect(choicesFrom(['初回連絡', '商談中'], rows, 'progress')).toEqual([
    '初回連絡',
    '商談中',
    '受注',
    '独自の進捗',
  ]);
  expect(choicesFrom([], rows, 'owner')).toEqual(['佐藤', '山本']);
});
