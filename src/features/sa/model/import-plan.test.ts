import { expect, test } from 'vitest';
import { IMPORT_COLUMNS, matchColumns, planImport } from './import-plan';
import { SA_TEXT_FIELDS } from './types';

/** The import's column names in the spec's order (sa-fields.test.ts checks them against the spec). */
const SPEC_HEADER = IMPORT_COLUMNS;

test('an exported header (any order, as the table names columns) is matched by name', () => {
  const match = matchColumns(['お気に入り', 'ｸﾗｲｱﾝﾄ名 ', '商談日', '法人番号', '商談動画', 'メモ']);
  expect(match.by).toBe('header');
  expect(match.fields).toEqual([
    null,
    'clientName',
    'meetingDate',
    'corporateNumber',
    'meetingVideo',
    null,
  ]);
  expect(match.ignored).toEqual(['お気に入り', 'メモ']);
});

test("the spec's header is matched by name to the same fields as by position", () => {
  expect(matchColumns(SPEC_HEADER)).toEqual({
    by: 'header',
    fields: [...SA_TEXT_FIELDS],
    ignored: [],
    idColumn: null,
  });
});

test('a header that names no client column: the fixed order, and extra columns ignored', () => {
  const match = matchColumns(['a', 'b', ...Array(12).fill(''), 'extra']);
  expect(match.by).toBe('position');
  expect(match.fields).toEqual([...SA_TEXT_FIELDS]);
  expect(match.ignored).toEqual(['extra']);
});

const header = ['法人番号', 'クライアント名', 'サービス名', '商談日', '優先度'];
const existing = [
  { id: 'e1', corporateNumber: '1010001000001' },
  { id: 'e2', corporateNumber: '2020002000002' },
];

test('upsert: a known corporate number updates only the non-empty cells that differ; others are added', () => {
  const plan = planImport(
    [
      header,
      ['1010001000001', '新社名', '', '2026/1/5', ''],
      ['２０２０００２０００００２', '別社名', '新サービス', '', 'b'],
      ['9999999999999', '新規社', 'S', '', 'A'],
      ['', '番号なし', '', '', ''],
    ],
    matchColumns(header),
    existing,
    'upsert',
  );
  // The corporate number is the row's own: not a change.
  expect(plan.updates).toEqual([
    { id: 'e1', fields: { clientName: '新社名', meetingDate: '2026-01-05' } },
    { id: 'e2', fields: { clientName: '別社名', serviceName: '新サービス', priority: 'B' } },
  ]);
  expect(plan.adds.map((add) => add.clientName)).toEqual(['新規社', '番号なし']);
  // An added row has every field, blank where the file had none.
  expect(plan.adds[0]).toMatchObject({ serviceName: 'S', priority: 'A', phoneNumber: '' });
});

test('rows whose corporate number looks wrong are counted (and imported as they are)', () => {
  const plan = planImport(
    [
      header,
      ['7000012050002', '正しい', '', '', ''],
      ['8000012050002', '誤り', '', '', ''],
      ['12', '短い', '', '', ''],
    ],
    matchColumns(header),
    [],
    'upsert',
  );
  expect(plan.suspectCorporateNumbers).toBe(2);
  expect(plan.adds.map((add) => add.corporateNumber)).toEqual([
    '7000012050002',
    '8000012050002',
    '12',
  ]);
});

test('two rows with one corporate number: the later wins and is counted', () => {
  const plan = planImport(
    [header, ['1010001000001', '古い行', '', '', ''], ['1010001000001', '新しい行', '', '', '']],
    matchColumns(header),
    existing,
    'upsert',
  );
  expect(plan.updates.map((u) => u.fields.clientName)).toEqual(['新しい行']);
  expect(plan.supersededDuplicates).toBe(1);
});

test('add mode adds every row, known corporate numbers included', () => {
  const rows = [header, ['1010001000001', 'A', '', '', ''], ['1010001000001', 'B', '', '', '']];
  const plan = planImport(rows, matchColumns(header), existing, 'add');
  expect(plan.adds.map((add) => add.clientName)).toEqual(['A', 'B']);
  expect(plan.updates).toEqual([]);
  expect(plan.supersededDuplicates).toBe(0);
});

test('skipped rows, unreadable dates and priorities are counted, not guessed', () => {
  const plan = planImport(
    [header, ['', '', 'x', '', ''], ['', 'A社', '', '来週', 'Z'], ['', 'B社', '', '2026/2/30', '']],
    matchColumns(header),
    [],
    'upsert',
  );
  expect(plan.skippedWithoutClient).toBe(1);
  expect(plan.unreadableDates).toBe(2);
  expect(plan.suspectCorporateNumbers).toBe(0);
  expect(plan.blankedPriority).toBe(1);
  expect(plan.adds.map((add) => [add.meetingDate, add.priority])).toEqual([
    ['', ''],
    ['', ''],
  ]);
});

test("an exported file's ID column names the row, with or without a corporate number", () => {
  const exported = ['クライアント名', '法人番号', 'サービス名', 'ID'];
  const match = matchColumns(exported);
  expect(match.idColumn).toBe(3);
  expect(match.ignored).toEqual([]);
  const stored = [
    { id: 'a', corporateNumber: '', clientName: '番号なし社', serviceName: '古い' },
    { id: 'b', corporateNumber: '1010001000001', clientName: 'B社', serviceName: '' },
    { id: 'c', corporateNumber: '', clientName: '同じ社', serviceName: 'そのまま' },
  ];
  const plan = planImport(
    [
      exported,
      ['番号なし社', '', '新しい', 'a'],
      // The ID wins over the corporate number: it names the row the file came from.
      ['B社（改称）', '2020002000002', '', 'b'],
      ['同じ社', '', 'そのまま', 'c'],
      // An id this table does not have (another table's file): matched as any other row.
      ['新規社', '', '', 'zzz'],
    ],
    match,
    stored,
    'upsert',
  );
  expect(plan.updates).toEqual([
    { id: 'a', fields: { serviceName: '新しい' } },
    { id: 'b', fields: { clientName: 'B社（改称）', corporateNumber: '2020002000002' } },
    { id: 'c', fields: {} },
  ]);
  expect(plan.unchanged).toBe(1);
  expect(plan.adds.map((add) => add.clientName)).toEqual(['新規社']);
  // Adding ignores the ids: every row becomes a new customer.
  expect(
    planImport([exported, ['番号なし社', '', '', 'a']], match, stored, 'add').adds,
  ).toHaveLength(1);
});
