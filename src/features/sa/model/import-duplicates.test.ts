import { applyDuplicateChoices, likelyDuplicates } from './import-duplicates';
import { matchColumns, planImport, type ExistingCustomer } from './import-plan';

const existing: ExistingCustomer[] = [
  { id: 'r1', corporateNumber: '', clientName: '株式会社テスト商事', phoneNumber: '03-1111-2222' },
  { id: 'r2', corporateNumber: '', clientName: '株式会社アオバ', serviceName: '旧' },
];
const file = [
  ['クライアント名', 'サービス名', '電話番号'],
  ['(株)テスト商事', '新サービス', ''],
  ['アオバ株式会社', '', ''],
  ['別の会社', '', '0311112222'],
  ['無関係商店', '', ''],
];
const plan = () => planImport(file, matchColumns(file[0]!), existing, 'upsert');

test('rows the import would add that may be existing customers, with their reasons', () => {
  expect(likelyDuplicates(plan(), existing)).toEqual([
    {
      add: 0,
      clientName: '(株)テスト商事',
      candidates: [{ id: 'r1', clientName: '株式会社テスト商事', reasons: ['name'] }],
    },
    {
      add: 1,
      clientName: 'アオバ株式会社',
      candidates: [{ id: 'r2', clientName: '株式会社アオバ', reasons: ['name'] }],
    },
    {
      add: 2,
      clientName: '別の会社',
      candidates: [{ id: 'r1', clientName: '株式会社テスト商事', reasons: ['phone'] }],
    },
  ]);
});

test('a row matched to an existing one updates it with its non-empty differing cells, keeping the table’s name', () => {
  const chosen = applyDuplicateChoices(
    plan(),
    new Map([
      [0, 'r1'],
      [1, 'r2'],
    ]),
    existing,
  );
  expect(chosen.adds.map((add) => add.clientName)).toEqual(['別の会社', '無関係商店']);
  expect(chosen.updates).toEqual([
    { id: 'r1', fields: { serviceName: '新サービス' } },
    { id: 'r2', fields: {} },
  ]);
  expect(chosen.unchanged).toBe(1);
  expect(applyDuplicateChoices(plan(), new Map(), existing)).toEqual(plan());
});
