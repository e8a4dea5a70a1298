import { describe, expect, test } from 'vitest';
import { tokyoInstant } from '@/lib/tokyo-time';
import {
  activityTarget,
  contactProblem,
  countThisWeek,
  emptyContact,
  openReminders,
  parseActivity,
  sortContacts,
  teamWeeks,
} from './contact-model';

const at = (day: string, time = '10:00') => new Date(tokyoInstant(day, time));
const TODAY = '2026-12-09'; // a Wednesday; the week began on Monday 12-07

describe('先方担当者', () => {
  test('the 主担当 first, then by name', () => {
    const sorted = sortContacts([
      { ...emptyContact(), id: '1', name: '佐藤' },
      { ...emptyContact(), id: '2', name: '山田', primary: true },
      { ...emptyContact(), id: '3', name: '伊藤' },
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['2', '3', '1']);
  });

  test('a name is needed and every field is bounded', () => {
    expect(contactProblem({ ...emptyContact(), name: '　' })).toBe('nameRequired');
    expect(contactProblem({ ...emptyContact(), name: 'あ'.repeat(101) })).toBe('tooLong');
    expect(contactProblem({ ...emptyContact(), name: '山田', email: 'a'.repeat(255) })).toBe(
      'tooLong',
    );
    expect(contactProblem({ ...emptyContact(), name: '山田 太郎', title: '部長' })).toBeNull();
  });
});

describe('活動', () => {
  test('a stored activity of any age becomes a whole one', () => {
    const activity = parseActivity('a', { type: '謎', contactIds: ['c', 3] }, () => null);
    expect(activity).toMatchObject({ type: 'その他', contactIds: ['c'], body: '', edited: false });
    expect(activity.reminder).toBeNull();
    expect(parseActivity('b', { reminder: 'open' }, () => null).reminder).toBe('open');
    expect(parseActivity('c', { reminder: 'later' }, () => null).reminder).toBeNull();
  });

  test('a member’s open reminders: earliest first, 期限切れ and 今日 told apart, done ones left out', () => {
    const activity = (id: string, nextDate: string, reminder: 'open' | 'done' | null) => ({
      ...parseActivity(id, { nextDate }, () => null),
      reminder,
    });
    const open = openReminders(
      [
        activity('later', '2026-12-20', 'open'),
        activity('done', '2026-12-01', 'done'),
        activity('today', TODAY, 'open'),
        activity('none', '2026-12-02', null),
        activity('overdue', '2026-12-01', 'open'),
        activity('undated', '', 'open'),
      ],
      TODAY,
    );
    expect(open.map(({ activity: a, due }) => [a.id, due])).toEqual([
      ['overdue', 'overdue'],
      ['today', 'today'],
      ['later', 'later'],
    ]);
  });

  test('this week: Monday to today in Tokyo, by 種類 in the dialog’s order', () => {
    expect(
      countThisWeek(
        [
          { type: 'メール', at: at('2026-12-07', '00:10') },
          { type: '電話', at: at('2026-12-09') },
          { type: '電話', at: at('2026-12-08') },
          { type: '訪問', at: at('2026-12-06', '23:50') },
          { type: '訪問', at: null },
        ],
        TODAY,
      ),
    ).toEqual([
      { type: '電話', count: 2 },
      { type: 'メール', count: 1 },
    ]);
  });

  test('the team’s last four weeks, per member', () => {
    const { weeks, rows } = teamWeeks(
      [
        { authorUid: 'u1', at: at('2026-12-08') },
        { authorUid: 'u1', at: at('2026-11-16') },
        { authorUid: 'u2', at: at('2026-11-30') },
        { authorUid: 'u2', at: at('2026-11-15') },
      ],
      TODAY,
    );
    expect(weeks).toEqual(['2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07']);
    expect(rows).toEqual([
      { uid: 'u1', counts: [1, 0, 0, 1] },
      { uid: 'u2', counts: [0, 0, 1, 0] },
    ]);
  });
});

test('an activity logged on a row’s page: the company itself, or a deal’s customer with the deal', () => {
  expect(activityTarget('sa_list', { id: 'c1' })).toEqual({ table: 'sa_list', rowId: 'c1' });
  expect(activityTarget('deal_list', { id: 'd1', customerId: 'c1' } as { id: string })).toEqual({
    table: 'sa_list',
    rowId: 'c1',
    dealId: 'd1',
  });
  expect(activityTarget('deal_list', { id: 'd2', customerId: '' } as { id: string })).toBeNull();
});
