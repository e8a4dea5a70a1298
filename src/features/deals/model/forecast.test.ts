import { describe, expect, it } from 'vitest';
import { forecast, plusMonths, type ForecastDeal } from './forecast';

const CONFIDENCES = [
  { label: 'A', percent: 80 },
  { label: 'B', percent: 50 },
  { label: 'C', percent: 20 },
];
const deal = (over: Partial<ForecastDeal>): ForecastDeal => ({
  amount: '1000000',
  confidence: 'A',
  progress: '交渉',
  closeDate: '2026-12-15',
  assignee: '山本',
  ...over,
});
const run = (deals: ForecastDeal[], goals: [string, number][] = []) =>
  forecast(deals, {
    month: '2026-12',
    confidences: CONFIDENCES,
    goals: new Map(goals),
    assignees: ['山本', '佐藤', '田中'],
  });

describe('ヨミ表', () => {
  it('months run on across a year end', () => {
    expect(plusMonths('2026-12', 1)).toBe('2027-01');
    expect(plusMonths('2026-11', 2)).toBe('2027-01');
    expect(plusMonths('2027-01', -1)).toBe('2026-12');
  });

  it('受注 and the ヨミ by 確度 of the month, per 担当者, with a 合計', () => {
    const table = run([
      deal({ progress: '受注', amount: '3000000' }),
      deal({ amount: '1000000' }),
      deal({ confidence: 'B', amount: '400000' }),
      deal({ assignee: '佐藤', confidence: 'C', amount: '500000' }),
      // Other months, lost deals and deals without a 確度 leave this month alone.
      deal({ closeDate: '2026-11-30' }),
      deal({ progress: '失注', amount: '9000000' }),
      deal({ confidence: '' }),
    ]);
    expect(table.months).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(table.rows.map((row) => [row.assignee, row.won, row.byConfidence])).toEqual([
      ['山本', 3000000, [1000000, 400000, 0]],
      ['佐藤', 0, [0, 0, 500000]],
    ]);
    expect(table.total.won).toBe(3000000);
    expect(table.total.byConfidence).toEqual([1000000, 400000, 500000]);
  });

  it('達成率 is 受注 ÷ 目標; a 目標 alone gives its 担当者 a row', () => {
    const table = run(
      [deal({ progress: '受注', amount: '750000' })],
      [
        ['山本', 1000000],
        ['田中', 500000],
      ],
    );
    expect(table.rows.map((row) => [row.assignee, row.goal, row.achievement])).toEqual([
      ['山本', 1000000, 0.75],
      ['田中', 500000, 0],
    ]);
    expect(table.total.goal).toBe(1500000);
    expect(table.total.achievement).toBe(0.5);
    expect(run([]).total.achievement).toBeNull();
  });

  it('the next two months: 受注 plus 金額 × 確度 of the open deals', () => {
    const table = run([
      deal({ closeDate: '2027-01-10', amount: '1000000' }),
      deal({ closeDate: '2027-01-20', progress: '受注', amount: '200000' }),
      deal({ closeDate: '2027-02-01', confidence: 'C', amount: '1000000' }),
    ]);
    expect(table.rows[0]!.later).toEqual([1000000, 200000]);
    expect(table.rows[0]!.byConfidence).toEqual([0, 0, 0]);
  });

  it('names outside the list come after it, and 未設定 last', () => {
    const table = run([
      deal({ assignee: '' }),
      deal({ assignee: '鈴木' }),
      deal({ assignee: '田中' }),
    ]);
    expect(table.rows.map((row) => row.assignee)).toEqual(['田中', '鈴木', '']);
  });
});
