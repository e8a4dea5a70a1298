import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, test } from 'vitest';
import { useRowPreset } from './row-preset-notice';

type Row = { id: string; obAssignee: string; progress: string; clientName: string };

const all: Row[] = [
  { id: '1', obAssignee: '佐藤', progress: '商談中', clientName: 'い社' },
  { id: '2', obAssignee: '山本', progress: '商談中', clientName: 'あ社' },
  { id: '3', obAssignee: '佐藤', progress: '受注', clientName: 'あ社' },
];
const byClient = (rows: readonly Row[]) =>
  [...rows].sort((a, b) => a.clientName.localeCompare(b.clientName, 'ja'));

const presetRows = (url: string, order: (rows: readonly Row[]) => readonly Row[]) =>
  renderHook(() => useRowPreset('sa_list', all, [all[1]!], order), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    ),
  }).result.current.rows.map((row) => row.id);

test("a preset's rows follow the view's sort, like the table's own rows", () => {
  expect(presetRows('/sa?assignee=佐藤', (rows) => rows)).toEqual(['1', '3']);
  expect(presetRows('/sa?assignee=佐藤', byClient)).toEqual(['3', '1']);
});

test('without a preset the view rows are shown as they are', () => {
  expect(presetRows('/sa', byClient)).toEqual(['2']);
});
