import { describe, expect, it } from 'vitest';
import {
  MAX_PAIR_GROUP,
  duplicateIndex,
  duplicateReasonText,
  pairKey,
  type DuplicateSource,
} from './candidates';

const rows: DuplicateSource[] = [
  {
    id: 'a',
    clientName: '株式会社テスト商事',
    corporateNumber: '6010001000001',
    phone: '03-1111-2222',
  },
  { id: 'b', clientName: '(株)テスト商事', contact: 'sales@test-shoji.co.jp' },
  { id: 'c', clientName: 'テスト物産', corporateNumber: '6010001000001' },
  { id: 'd', clientName: '別会社', phone: '0311112222', contact: 'info@test-shoji.co.jp' },
  { id: 'e', clientName: '無関係', contact: 'x@gmail.com' },
  { id: 'f', clientName: '無関係2', contact: 'y@gmail.com' },
];

describe('duplicate candidates', () => {
  const index = duplicateIndex(rows);

  it('an entry finds the rows that may be its company, strongest reason first', () => {
    const entry = {
      id: 'new',
      clientName: 'テスト商事株式会社',
      corporateNumber: '6010001000001',
      contact: 'a@test-shoji.co.jp',
    };
    expect(index.candidatesOf(entry)).toEqual([
      { id: 'a', reasons: ['corporateNumber', 'name'] },
      { id: 'c', reasons: ['corporateNumber'] },
      { id: 'b', reasons: ['name', 'emailDomain'] },
      { id: 'd', reasons: ['emailDomain'] },
    ]);
  });

  it('a row is not its own candidate; free mail and empty keys match nothing', () => {
    expect(index.candidatesOf(rows[4]!)).toEqual([]);
    expect(index.candidatesOf({ id: 'z', clientName: '株式会社' })).toEqual([]);
  });

  it('pairs across the table, each once, strongest first; dismissed pairs stay away', () => {
    const all = index.pairs();
    expect(all.map((pair) => [pairKey(pair.a, pair.b), pair.reasons])).toEqual([
      ['a|c', ['corporateNumber']],
      ['a|b', ['name']],
      ['a|d', ['phone']],
      ['b|d', ['emailDomain']],
    ]);
    expect(index.pairs(new Set([pairKey('c', 'a')])).map((p) => pairKey(p.a, p.b))).not.toContain(
      'a|c',
    );
  });

  it('says each reason in Japanese', () => {
    expect(duplicateReasonText.corporateNumber).toBe('法人番号が一致');
    expect(duplicateReasonText.name).toBe('会社名が一致（表記ゆれ）');
  });
});

it('a key shared by very many rows (a switchboard number) makes no pairs', () => {
  const rows = Array.from({ length: MAX_PAIR_GROUP + 1 }, (_, i) => ({
    id: `r${i}`,
    clientName: `会社${i}`,
    phone: '03-1234-5678',
  }));
  expect(duplicateIndex(rows).pairs()).toEqual([]);
  expect(duplicateIndex(rows.slice(0, 3)).pairs()).toHaveLength(3);
  // Nor does it name candidates for an entry; a few rows sharing it still do; a name always does.
  const entry = { id: 'new', clientName: 'x', phone: '0312345678' };
  expect(duplicateIndex(rows).candidatesOf(entry)).toEqual([]);
  expect(duplicateIndex(rows.slice(0, 2)).candidatesOf(entry)).toHaveLength(2);
  const sameName = rows.map((row) => ({ ...row, clientName: '株式会社同名' }));
  expect(duplicateIndex(sameName).candidatesOf({ id: 'new', clientName: '同名(株)' })).toHaveLength(
    MAX_PAIR_GROUP + 1,
  );
});
