import { describe, expect, it } from 'vitest';
import { EMPTY_OB_FILTERS, filterObCustomers, hasActiveFilters } from './filter-ob';
import { sortObCustomers, toggleSort } from './sort-ob';
import { DEFAULT_SORT as DEFAULT_OB_SORT } from '@/features/customers/model';
import type { ObCustomer } from './types';

function row(id: string, fields: Partial<ObCustomer> = {}): ObCustomer {
  return {
    id,
    slackNumber: '',
    plannedDeliveryDate: '',
    deliveryDate: '',
    surveyResponseDate: '',
    referralSource: '',
    productCategory: '',
    clientName: '',
    serviceName: '',
    progress: '',
    taskMemo: '',
    obAssignee: '',
    createdAt: null,
    ...fields,
  };
}

describe('sortObCustomers', () => {
  const rows = [
    row('a', { slackNumber: '#10', createdAt: new Date('2026-01-02') }),
    row('b', { slackNumber: '#9', createdAt: new Date('2026-01-03') }),
    row('c', { slackNumber: '', createdAt: new Date('2026-01-01') }),
  ];

  it('orders by createdAt, newest first, by default', () => {
    expect(sortObCustomers(rows, DEFAULT_OB_SORT).map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });

  it('compares numbers inside text numerically and keeps unset values last both ways', () => {
    const asc = sortObCustomers(rows, { key: 'slackNumber', direction: 'asc' });
    const desc = sortObCustomers(rows, { key: 'slackNumber', direction: 'desc' });
    expect(asc.map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(desc.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('sorts Japanese text and breaks ties by id', () => {
    const jp = [
      row('2', { clientName: 'いろは' }),
      row('1', { clientName: 'いろは' }),
      row('3', { clientName: 'あおば' }),
    ];
    expect(sortObCustomers(jp, { key: 'clientName', direction: 'asc' }).map((r) => r.id)).toEqual([
      '3',
      '1',
      '2',
    ]);
  });
});

describe('toggleSort', () => {
  it('toggles the same column and starts another ascending', () => {
    expect(toggleSort(DEFAULT_OB_SORT, 'createdAt')).toEqual({
      key: 'createdAt',
      direction: 'asc',
    });
    expect(toggleSort({ key: 'clientName', direction: 'asc' }, 'clientName').direction).toBe(
      'desc',
    );
    expect(toggleSort({ key: 'clientName', direction: 'desc' }, 'progress')).toEqual({
      key: 'progress',
      direction: 'asc',
    });
  });
});

describe('filterObCustomers', () => {
  const rows = [
    row('a', { clientName: 'アオバ商事', slackNumber: '#10231', obAssignee: '山本' }),
    row('b', { clientName: 'さくら食品', serviceName: 'EC構築', productCategory: '新規' }),
  ];
  const search = (query: string) =>
    filterObCustomers(rows, { ...EMPTY_OB_FILTERS, query }).map((r) => r.id);

  it('searches client name, service name, slack number and assignee', () => {
    expect(search('あおば')).toEqual(['a']);
    expect(search('ｅｃ')).toEqual(['b']);
    expect(search('10231')).toEqual(['a']);
    expect(search('山本')).toEqual(['a']);
  });

  it('filters by product category', () => {
    const filters = { ...EMPTY_OB_FILTERS, productCategory: '新規' };
    expect(filterObCustomers(rows, filters).map((r) => r.id)).toEqual(['b']);
    expect(hasActiveFilters(filters)).toBe(true);
  });
});

describe('sortObCustomers after the data changed', () => {
  it('places a value it has not seen before, and keeps ties by id and unset last', () => {
    const first = [row('b', { clientName: 'いろは' }), row('a', { clientName: 'かきく' })];
    const asc = { key: 'clientName', direction: 'asc' } as const;
    expect(sortObCustomers(first, asc).map((r) => r.id)).toEqual(['b', 'a']);
    const next = [
      ...first,
      row('c', { clientName: 'あいう' }),
      row('d'),
      row('e', { clientName: 'いろは' }),
    ];
    expect(sortObCustomers(next, asc).map((r) => r.id)).toEqual(['c', 'b', 'e', 'a', 'd']);
    expect(
      sortObCustomers(next, { key: 'clientName', direction: 'desc' }).map((r) => r.id),
    ).toEqual(['a', 'b', 'e', 'c', 'd']);
  });
});
