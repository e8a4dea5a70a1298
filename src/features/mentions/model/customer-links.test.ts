import { describe, expect, it } from 'vitest';
import { customerIndex, type CustomerRef } from './customer-links';

const customers: CustomerRef[] = [
  { table: 'sa_list', id: 's1', clientName: '株式会社山田商事' },
  { table: 'ob_list', id: 'o1', clientName: '山田商事' },
  { table: 'sa_list', id: 's2', clientName: 'ＡＢＣ Design' },
  { table: 'ob_list', id: 'o2', clientName: '㈱髙橋' },
  { table: 'sa_list', id: 's3', clientName: 'A' },
];

describe('customer names in a mention', () => {
  const index = customerIndex(customers);

  it('finds a name written without 株式会社, in either table', () => {
    expect(index.find('営業チーム: 山田商事さんの見積書').map((c) => c.id)).toEqual(['s1', 'o1']);
  });

  it('folds width and case, and ignores spaces', () => {
    expect(index.find('abcdesign様の件').map((c) => c.id)).toEqual(['s2']);
  });

  it('matches 髙橋 as written, and never a one-letter name', () => {
    expect(index.find('髙橋様から連絡').map((c) => c.id)).toEqual(['o2']);
    expect(index.find('A案でお願いします')).toEqual([]);
  });

  it('finds nothing in a message that names no customer', () => {
    expect(index.find('明日の会議について')).toEqual([]);
  });
});
