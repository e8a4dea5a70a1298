import { expect, test } from 'vitest';
import type { GridColumn } from '../types';
import { copyText, parseDate, pastedValue } from './cell-text';

type Row = Record<string, string>;
const column = (kind: GridColumn<Row>['kind'], extra: Partial<GridColumn<Row>> = {}) =>
  ({
    id: 'f',
    header: 'F',
    width: 100,
    kind,
    value: (row: Row) => row.f ?? '',
    ...extra,
  }) as GridColumn<Row>;
const priority = column('select', {
  options: ['A', 'B', 'C'].map((v) => ({ value: v, label: v })),
});

test('copy: what the cell shows', () => {
  expect(copyText(column('date'), { f: '2026-01-05' })).toBe('2026/01/05');
  expect(copyText(column('date'), { f: '' })).toBe('');
  expect(copyText(column('text', { emptyText: '未設定' }), { f: '' })).toBe('');
  expect(copyText(column('favorite'), { f: 'true' })).toBe('★');
  expect(copyText(column('favorite'), { f: '' })).toBe('');
  expect(copyText(column('delete'), {})).toBe('');
  const labelled = column('select', { options: [{ value: 'v1', label: '商談中' }] });
  expect(copyText(labelled, { f: 'v1' })).toBe('商談中');
  expect(copyText(labelled, { f: '旧い値' })).toBe('旧い値');
  expect(copyText(column('multiline'), { f: 'a\nb' })).toBe('a\nb');
});

test('dates in the usual spellings become YYYY-MM-DD; impossible dates do not fit', () => {
  for (const text of ['2026/1/5', '2026-01-05', '2026年1月5日', '２０２６／０１／０５', '2026.1.5'])
    expect(parseDate(text)).toBe('2026-01-05');
  for (const text of ['2026/2/30', '2026/13/1', '26/1/5', '1月5日', '明日', '2026/01/05 10:00'])
    expect(parseDate(text)).toBeNull();
  expect(pastedValue(column('date'), ' 2026/1/5 ')).toEqual({ ok: true, value: '2026-01-05' });
  expect(pastedValue(column('date'), '来週')).toEqual({ ok: false });
});

test('selects take only their options, by label or value, case and width aside', () => {
  expect(pastedValue(priority, 'b')).toEqual({ ok: true, value: 'B' });
  expect(pastedValue(priority, 'Ａ')).toEqual({ ok: true, value: 'A' });
  expect(pastedValue(priority, 'D')).toEqual({ ok: false });
  const labelled = column('select', { options: [{ value: 'v1', label: '商談中' }] });
  expect(pastedValue(labelled, '商談中')).toEqual({ ok: true, value: 'v1' });
  expect(pastedValue(column('select', { options: [] }), 'x')).toEqual({ ok: false });
});

test('empty text clears; free-text kinds keep the text; single-line cells lose line breaks', () => {
  expect(pastedValue(priority, '  ')).toEqual({ ok: true, value: '' });
  expect(pastedValue(column('suggest', { suggestions: ['a'] }), '自由入力')).toEqual({
    ok: true,
    value: '自由入力',
  });
  expect(pastedValue(column('text'), '1行目\r\n2行目')).toEqual({ ok: true, value: '1行目 2行目' });
  expect(pastedValue(column('multiline'), '1行目\r\n2行目')).toEqual({
    ok: true,
    value: '1行目\n2行目',
  });
});

test('the star, the bin and read-only columns never take a pasted value', () => {
  expect(pastedValue(column('favorite'), '★')).toEqual({ ok: false });
  expect(pastedValue(column('delete'), 'x')).toEqual({ ok: false });
  expect(pastedValue(column('text', { readOnly: true }), 'x')).toEqual({ ok: false });
});
