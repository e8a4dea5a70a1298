import { csvPreview, parseCsv } from '@/features/customers/model';
import { matchColumns, planImport } from './import-plan';

/** Every data row as a new customer, the way the import dialog's すべて新規として追加する reads it. */
function mapCsvRows(rows: readonly (readonly string[])[]) {
  const plan = planImport(rows, matchColumns(rows[0] ?? []), [], 'add');
  return {
    customers: plan.adds,
    skippedWithoutClient: plan.skippedWithoutClient,
    blankedPriority: plan.blankedPriority,
  };
}

const HEADER =
  '法人番号,クライアント名,サービス名,商談日,最終接触日,紹介元,優先度,コメント/ネクストアクション,進捗,担当者,先方担当者,連絡先,電話番号,商談動画URL';

test('quoted commas, quoted line breaks, doubled quotes and CRLF are parsed', () => {
  const rows = parseCsv('a,"b,c","say ""hi""","line1\r\nline2"\r\n\r\nx,y\r\n');
  expect(rows).toEqual([
    ['a', 'b,c', 'say "hi"', 'line1\r\nline2'],
    ['x', 'y'],
  ]);
});

test('rows map by position; the header is skipped; dates are normalised', () => {
  const text = `${HEADER}\r\n1010001000001,株式会社アオバ,在庫管理,2024/1/5,2024/12/31,紹介,A,"見積書を送る, 来週",商談中,山本,鈴木,a@example.com,03-1111-2222,https://v.example.com/1`;
  const { customers, skippedWithoutClient, blankedPriority } = mapCsvRows(parseCsv(text));
  expect(skippedWithoutClient).toBe(0);
  expect(blankedPriority).toBe(0);
  expect(customers).toEqual([
    {
      corporateNumber: '1010001000001',
      clientName: '株式会社アオバ',
      serviceName: '在庫管理',
      meetingDate: '2024-01-05',
      lastContactDate: '2024-12-31',
      referralSource: '紹介',
      priority: 'A',
      nextAction: '見積書を送る, 来週',
      progress: '商談中',
      obAssignee: '山本',
      contactPerson: '鈴木',
      contactInfo: 'a@example.com',
      phoneNumber: '03-1111-2222',
      meetingVideo: 'https://v.example.com/1',
    },
  ]);
});

test('rows without a client name are skipped and counted; short rows fill with blanks', () => {
  const rows = [['h'], ['1', '', 'svc'], ['2', '　'], ['3', 'B社'], []];
  const result = mapCsvRows(rows);
  expect(result.customers.map((c) => c.clientName)).toEqual(['B社']);
  expect(result.customers[0]!.meetingVideo).toBe('');
  expect(result.skippedWithoutClient).toBe(3);
});

test('a priority other than A/B/C is blanked and counted; a blank one is not counted', () => {
  const rows = [
    ['h'],
    ['', 'A社', '', '', '', '', 'S'],
    ['', 'B社', '', '', '', '', ''],
    ['', 'C社', '', '', '', '', 'c'],
  ];
  const result = mapCsvRows(rows);
  expect(result.customers.map((c) => c.priority)).toEqual(['', '', 'C']);
  expect(result.blankedPriority).toBe(1);
});

test('a date that is not a date is left blank', () => {
  const result = mapCsvRows([['h'], ['', 'A社', '', '来週', '2024/2/30']]);
  expect(result.customers[0]).toMatchObject({ meetingDate: '', lastContactDate: '' });
});

test('rows keep the file order', () => {
  const rows = [['h'], ...Array.from({ length: 7 }, (_, i) => ['', `会社${i}`])];
  expect(mapCsvRows(rows).customers.map((c) => c.clientName)).toEqual(
    Array.from({ length: 7 }, (_, i) => `会社${i}`),
  );
});

test('the preview is the header plus the first five data rows', () => {
  const rows = [['h'], ...Array.from({ length: 8 }, (_, i) => [String(i)])];
  expect(csvPreview(rows)).toEqual({ header: ['h'], rows: [['0'], ['1'], ['2'], ['3'], ['4']] });
  expect(csvPreview([])).toEqual({ header: [], rows: [] });
});
