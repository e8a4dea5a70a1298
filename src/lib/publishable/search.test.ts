import { describe, expect, it } from 'vitest';
import { filterBySearch, searchKey } from './search';

const list = [
  { title: '冬のキャンペーン', description: 'Customer ｾｰﾙ' },
  { title: 'SALE 2026', description: '' },
];
const texts = (item: (typeof list)[number]) => [item.title, item.description];

describe('filterBySearch', () => {
  it('matches any of the texts, ignoring case', () => {
    expect(filterBySearch(list, 'customer', texts)).toEqual([list[0]]);
    expect(filterBySearch(list, 'sale', texts)).toEqual([list[1]]);
  });

  it('full-width letters and half-width kana match their usual forms', () => {
    expect(filterBySearch(list, 'ＳＡＬＥ', texts)).toEqual([list[1]]);
    expect(filterBySearch(list, 'セール', texts)).toEqual([list[0]]);
  });

  it('a blank query, also of full-width spaces, keeps the same list', () => {
    expect(filterBySearch(list, '  ', texts)).toBe(list);
    expect(filterBySearch(list, '\u3000', texts)).toBe(list);
  });

  it('no match is an empty list', () => {
    expect(filterBySearch(list, 'zzz', texts)).toEqual([]);
  });
});

it('searchKey folds width and case', () => {
  expect(searchKey('Ａｂｃ１')).toBe('abc1');
});
