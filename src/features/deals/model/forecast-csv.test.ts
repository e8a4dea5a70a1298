import { expect, test } from 'vitest';
import { forecast } from './forecast';
import { forecastCsvRows } from './forecast-csv';

test('the ヨミ表’s CSV is what the screen shows, amounts as plain numbers', () => {
  const table = forecast(
    [
      {
        amount: '1000000',
        confidence: 'A',
        progress: '受注',
        closeDate: '2026-12-01',
        assignee: '山本',
      },
      {
        amount: '500000',
        confidence: 'A',
        progress: '提案',
        closeDate: '2026-12-20',
        assignee: '',
      },
      {
        amount: '300000',
        confidence: 'B',
        progress: '交渉',
        closeDate: '2027-01-05',
        assignee: '山本',
      },
    ],
    {
      month: '2026-12',
      confidences: [
        { label: 'A', percent: 80 },
        { label: 'B', percent: 50 },
      ],
      goals: new Map([['山本', 2000000]]),
      assignees: ['山本'],
    },
  );
  const rows = forecastCsvRows(
    table,
    { assignee: '担当者', won: '受注', confidences: ['Aヨミ', 'Bヨミ'], goal: '目標' },
    { later: (m) => `${m}ヨミ`, achievement: '達成率', unset: '未設定', total: '合計' },
  );
  expect(rows).toEqual([
    ['担当者', '受注', 'Aヨミ', 'Bヨミ', '目標', '達成率', '2027-01ヨミ', '2027-02ヨミ'],
    ['山本', '1000000', '0', '0', '2000000', '50%', '150000', '0'],
    ['未設定', '0', '500000', '0', '', '', '0', '0'],
    ['合計', '1000000', '500000', '0', '2000000', '50%', '150000', '0'],
  ]);
});
