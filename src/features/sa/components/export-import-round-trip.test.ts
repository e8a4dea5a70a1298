import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SA_LIST } from '@/contracts/collections';
import { exportCells, exportFile } from '@/features/customers';
import { backend } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { readImportFile } from '@/features/customers';
import { importSaCustomers } from '../data/sa-customers';
import { matchColumns, planImport } from '../model/import-plan';
import { parseSaCustomer } from '../model/parse-sa-customer';
import { buildSaColumns } from './sa-columns';

// Export -> import -> export gives the same file, in each format: the import finds every row
// again (by the ID column, also without a 法人番号), restores what the CSV export neutralised
// against formulas, and writes nothing for rows that did not change.

const columns = buildSaColumns({
  lists: {},
  progressStyle: () => ({ backgroundColor: '', color: '' }),
  references: {},
});

const stored = [
  {
    corporateNumber: '7000012050002',
    clientName: '㈱髙橋﨑商店',
    serviceName: '=HYPERLINK("https://example.com","x")',
    meetingDate: '2026-01-05',
    priority: 'A',
    nextAction: '見積書を送る\n来週まで',
  },
  // Most small customers have no corporate number: before the ID column, these duplicated.
  { clientName: 'ひかり', contactPerson: '=1+1', progress: '商談中', contactInfo: '①～' },
  { clientName: '-5', phoneNumber: '+81-3-1111-2222', referralSource: '@紹介' },
];

async function tableRows() {
  const docs = await backend().data.query(SA_LIST);
  return docs
    .map((doc) => parseSaCustomer(doc.id, doc.data))
    .sort((a, b) => a.id.localeCompare(b.id));
}

async function exported(format: 'csv-utf8' | 'csv-sjis' | 'xlsx') {
  const blob = await exportFile(exportCells(await tableRows(), columns), format);
  return new Uint8Array(await blob.arrayBuffer());
}

beforeEach(async () => {
  // An .xlsx is a zip whose entries carry the time it was written (to 2 seconds): the two exports
  // of a round trip are compared at one clock reading, or they differ when a second ticks over.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T01:00:00Z') });
  await freshLocalBackend('sa-round-trip');
  for (const [index, data] of stored.entries())
    await backend().data.set(SA_LIST, `row-${index}`, { isFavorite: index === 0, ...data });
});

afterEach(() => {
  vi.useRealTimers();
});

test.each(['csv-utf8', 'csv-sjis', 'xlsx'] as const)(
  '%s: export, import the file, export again: the same bytes, no row added',
  async (format) => {
    const first = await exported(format);
    const name = format === 'xlsx' ? 'SA.xlsx' : 'SA.csv';
    const rows = await readImportFile(new File([first], name));
    // What a neutralised cell reads back as: the value as stored, without the apostrophe.
    expect(rows.flat()).toContain('=1+1');
    expect(rows.flat()).not.toContain("'=1+1");

    const plan = planImport(rows, matchColumns(rows[0] ?? []), await tableRows(), 'upsert');
    expect(plan).toMatchObject({ adds: [], unchanged: 3 });
    expect(plan.updates.map((update) => [update.id, update.fields])).toEqual([
      ['row-0', {}],
      ['row-1', {}],
      ['row-2', {}],
    ]);
    // Nothing to write: no history entry, no writer stamp.
    expect(await importSaCustomers(plan)).toEqual({ committed: 0 });

    expect(await tableRows()).toHaveLength(3);
    expect(await exported(format)).toEqual(first);
  },
);

test('an edited export updates the rows it came from, also without a corporate number', async () => {
  const rows = await readImportFile(new File([await exported('csv-utf8')], 'SA.csv'));
  const header = rows[0]!;
  const contact = header.indexOf('先方担当者');
  rows[2]![contact] = '=2+2';
  const plan = planImport(rows, matchColumns(header), await tableRows(), 'upsert');
  expect(plan.updates).toEqual([
    { id: 'row-0', fields: {} },
    { id: 'row-1', fields: { contactPerson: '=2+2' } },
    { id: 'row-2', fields: {} },
  ]);
  await importSaCustomers(plan);
  expect((await backend().data.get(SA_LIST, 'row-1'))?.data.contactPerson).toBe('=2+2');
});
