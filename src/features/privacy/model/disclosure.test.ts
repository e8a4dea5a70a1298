import { strFromU8, unzipSync } from 'fflate';
import { csvRowsOf, disclosureZip, groupFound, summaryOf } from './disclosure';

const found = [
  {
    kind: 'rows',
    path: 'sa_list/r1',
    data: {
      clientName: '山田商店',
      contactInfo: 'yamada@example.com',
      createdAt: new Date('2026-12-01T00:00:00Z'),
    },
  },
  { kind: 'comments', path: 'customerComments/c1', data: { body: '=CMD 山田さんに連絡' } },
  { kind: 'rows', path: 'ob_list/o1', data: { clientName: '山田商店', progress: '納品済み' } },
];

test('groups by kind in the kinds’ order; a document is recognised by its name or text', () => {
  expect(groupFound(found).map((group) => [group.kind, group.items.length])).toEqual([
    ['rows', 2],
    ['comments', 1],
  ]);
  expect(summaryOf(found[1]!.data)).toBe('=CMD 山田さんに連絡');
});

test('the zip holds everything as JSON and a CSV per kind, UTF-8 with a BOM, formulas neutralised', () => {
  const files = unzipSync(
    disclosureZip('yamada@example.com', found, new Date('2026-12-07T00:00:00Z')),
  );
  expect(Object.keys(files).sort()).toEqual(['all.json', 'comments.csv', 'rows.csv']);
  // Each file starts with the UTF-8 byte-order mark (the decoder below drops it).
  for (const file of Object.values(files))
    expect([...file.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(JSON.parse(strFromU8(files['all.json']!)).documents).toHaveLength(3);
  const rows = strFromU8(files['rows.csv']!);
  expect(rows.startsWith('"path","clientName","contactInfo","createdAt","progress"')).toBe(true);
  expect(rows).toContain('"2026-12-01T00:00:00.000Z"');
  expect(strFromU8(files['comments.csv']!)).not.toContain('"=CMD');
  expect(csvRowsOf([])).toEqual([['path']]);
});
