import { describe, expect, it } from 'vitest';
import { matchesPreset, parseRowPreset } from '@/features/customers/model';
import {
  countByProgress,
  deliveriesByWeek,
  myFigures,
  progressByAssignee,
  type CountedRow,
} from './my-figures';

const TODAY = '2026-11-27'; // Friday
const row = (over: Partial<CountedRow>): CountedRow => ({
  obAssignee: '山本',
  progress: '進行中',
  plannedDeliveryDate: '',
  deliveryDate: '',
  lastContactDate: '',
  surveyResponseDate: '',
  ...over,
});

describe('マイページ figures', () => {
  const ob = [
    row({ plannedDeliveryDate: '2026-11-20' }), // overdue
    row({ plannedDeliveryDate: '2026-11-20', progress: '完了' }), // done
    row({ plannedDeliveryDate: '2026-11-30', surveyResponseDate: '2026-11-24' }), // next 7, answered
    row({ obAssignee: '田中', plannedDeliveryDate: '2026-11-20' }), // someone else's
    row({ progress: '' }),
  ];
  const sa = [
    row({ lastContactDate: '2026-10-01', progress: '商談中' }),
    row({ progress: '受注' }),
  ];
  const figures = myFigures({
    sa,
    ob,
    names: ['山本'],
    today: TODAY,
    saOrder: ['商談中', '受注'],
    obOrder: ['未着手', '進行中', '完了'],
  });

  it('counts only the member’s rows, each rule once', () => {
    expect(figures.overdue.count).toBe(1);
    expect(figures.next7.count).toBe(1);
    expect(figures.answered.count).toBe(1);
    expect(figures.stale.count).toBe(1);
    expect(figures.progress[1]!.counts.map((p) => [p.progress, p.count])).toEqual([
      ['進行中', 2],
      ['完了', 1],
      ['', 1],
    ]);
  });

  it('each figure’s query names exactly the rows it counts', () => {
    const rowsOf = (query: string, rows: CountedRow[]) =>
      rows.filter((r) =>
        matchesPreset(r, parseRowPreset(new URLSearchParams(query))!, TODAY, 'obAssignee'),
      );
    expect(rowsOf(figures.overdue.query, ob)).toHaveLength(figures.overdue.count);
    expect(rowsOf(figures.progress[1]!.counts[0]!.query, ob)).toHaveLength(2);
    expect(rowsOf(figures.progress[1]!.counts[2]!.query, ob)).toHaveLength(1);
    expect(figures.overdue.query).toBe(
      'assignee=%E5%B1%B1%E6%9C%AC&notProgress=%E5%AE%8C%E4%BA%86&date=overdue',
    );
  });

  it('a member with no names has no rows', () => {
    expect(countByProgress('ob_list', ob, [], [])).toEqual([]);
  });
});

describe('team charts', () => {
  it('SA by 担当者 and 進捗, biggest first, no one last', () => {
    const rows = [
      row({ progress: '受注' }),
      row({ progress: '商談中' }),
      row({ obAssignee: '田中', progress: '商談中' }),
      row({ obAssignee: '', progress: '商談中' }),
    ];
    expect(progressByAssignee(rows, ['商談中', '受注'])).toEqual([
      { assignee: '山本', counts: { 商談中: 1, 受注: 1 }, total: 2 },
      { assignee: '田中', counts: { 商談中: 1 }, total: 1 },
      { assignee: '', counts: { 商談中: 1 }, total: 1 },
    ]);
  });

  it('OB deliveries: 8 weeks to this one and 4 after, Monday weeks in Tokyo', () => {
    const weeks = deliveriesByWeek(
      [
        row({ deliveryDate: '2026-11-23' }), // this week, delivered
        row({ plannedDeliveryDate: '2026-12-07' }), // two weeks ahead
        row({ plannedDeliveryDate: '2026-12-07', progress: '完了' }), // done: not planned
        row({ deliveryDate: '2026-01-05' }), // long ago
      ],
      TODAY,
    );
    expect(weeks).toHaveLength(12);
    expect(weeks[0]!.monday).toBe('2026-10-05');
    expect(weeks[7]).toEqual({ monday: '2026-11-23', delivered: 1, planned: 0 });
    expect(weeks[9]).toEqual({ monday: '2026-12-07', delivered: 0, planned: 1 });
    expect(weeks.at(-1)!.monday).toBe('2026-12-21');
  });
});
