import { describe, expect, test } from 'vitest';
import { DEAL_TABLE } from '@/contracts/deal-table';
import { importColumns, planTableImport, type ImportContext } from './table-import';

const context: ImportContext = {
  lists: {
    dealStage: ['見込み', '提案', '受注'],
    dealConfidence: ['A', 'B'],
    saAssignee: ['山本'],
  },
  references: {
    customerId: [
      { value: 'c1', label: '株式会社ヨミ商事' },
      { value: 'c2', label: '有限会社サクラ工房' },
    ],
  },
};
const HEADER = [
  '案件名',
  '顧客',
  '金額',
  '確度',
  'ステージ',
  '受注予定日',
  '担当者',
  'メモ欄',
  'ID',
];

const plan = (
  rows: string[][],
  mode: 'upsert' | 'add' = 'upsert',
  existing = [{ id: 'd1', clientName: '年間契約', amount: '1000000', customerId: 'c1' }],
) => planTableImport({ schema: DEAL_TABLE, rows: [HEADER, ...rows], context, existing, mode });

describe('a table’s import from its schema', () => {
  test('columns are found by their labels in any order; the rest are named as ignored', () => {
    const columns = importColumns(DEAL_TABLE, HEADER);
    expect(columns.fields.map((field) => field?.key ?? null)).toEqual([
      'clientName',
      'customerId',
      'amount',
      'confidence',
      'progress',
      'closeDate',
      'assignee',
      null,
      null,
    ]);
    expect(columns.idColumn).toBe(8);
    expect(columns.ignored).toEqual(['メモ欄']);
    expect(importColumns(DEAL_TABLE, ['金額']).named).toBe(false);
  });

  test('each cell by its kind: a 関連 by name or id, yen as digits, dates, option labels', () => {
    const { adds, unreadable, skipped } = plan([
      ['新規案件', '有限会社サクラ工房', '¥1,200,000', 'a', '提案', '2026/12/24', '山本', '', ''],
      ['別案件', 'c1', '３００円', '', '', '', '', '', ''],
    ]);
    expect(skipped).toBe(0);
    expect(unreadable).toBe(0);
    expect(adds[0]).toMatchObject({
      clientName: '新規案件',
      customerId: 'c2',
      amount: '1200000',
      confidence: 'A',
      progress: '提案',
      closeDate: '2026-12-24',
      assignee: '山本',
      nextAction: '',
    });
    expect(adds[1]).toMatchObject({ customerId: 'c1', amount: '300' });
  });

  test('what cannot be read is left empty and counted; a required field missing skips the row', () => {
    const result = plan([
      ['案件X', '存在しない会社', '百万', 'Z', '提案', '来週', '', '', ''],
      ['', '株式会社ヨミ商事', '100', '', '', '', '', '', ''],
      ['案件Y', '株式会社ヨミ商事', '百万', '', '', '', '', '', ''],
    ]);
    // 案件X: its 顧客 (required) is not found; the nameless row is skipped too.
    expect(result.skipped).toBe(2);
    expect(result.adds).toHaveLength(1);
    expect(result.adds[0]).toMatchObject({ clientName: '案件Y', amount: '' });
    expect(result.unreadable).toBe(5);
  });

  test('upsert: the ID names the row, non-empty cells that differ update it, the later row wins', () => {
    const result = plan([
      ['年間契約', '', '1,000,000', '', '', '', '', '', 'd1'],
      ['年間契約', '', '1,500,000', '', '受注', '', '', '', 'd1'],
      ['年間契約', '', '', '', '', '', '', '', 'unknown-id'],
    ]);
    expect(result.updates).toEqual([{ id: 'd1', fields: { amount: '1500000', progress: '受注' } }]);
    // An unknown id is a new row, but without its required 顧客 it is left out.
    expect(result.adds).toHaveLength(0);
    expect(result.skipped).toBe(1);
    expect(plan([['年間契約', '', '1000000', '', '', '', '', '', 'd1']]).unchanged).toBe(1);
  });

  test('add: every row is added, even one that names an existing id', () => {
    const result = plan([['年間契約', '株式会社ヨミ商事', '', '', '', '', '', '', 'd1']], 'add');
    expect(result.updates).toEqual([]);
    expect(result.adds).toHaveLength(1);
  });

  test('a file without the name column imports nothing', () => {
    const result = planTableImport({
      schema: DEAL_TABLE,
      rows: [['金額'], ['100'], ['200']],
      context,
      existing: [],
      mode: 'upsert',
    });
    expect(result).toMatchObject({ adds: [], updates: [], skipped: 2 });
  });
});
