import { describe, expect, it } from 'vitest';
import { SAMPLE_REMINDER_FIELDS, sampleReminderRule } from '@/test/reminder-rule-fixture';
import {
  describeReminderRule,
  dueDates,
  dueRows,
  fireTime,
  parseReminderRooms,
  parseReminderRule,
  parseRoomIds,
  todaysTarget,
} from './reminder-schedule';

const rule = sampleReminderRule;
const tokyo = (local: string) => Date.parse(`${local}+09:00`);

describe('when a reminder fires (Tokyo days)', () => {
  it('the day before at 9:00 Tokyo, which is 0:00 UTC', () => {
    expect(new Date(fireTime(rule(), '2026-12-01')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('today’s target date, and due only from the time on', () => {
    expect(todaysTarget(rule(), tokyo('2026-11-30T08:59'))).toEqual({
      date: '2026-12-01',
      due: false,
    });
    expect(todaysTarget(rule(), tokyo('2026-11-30T09:00'))).toEqual({
      date: '2026-12-01',
      due: true,
    });
    expect(todaysTarget(rule(), tokyo('2026-11-30T23:59'))).toEqual({
      date: '2026-12-01',
      due: true,
    });
    // After midnight in Tokyo (still the 30th in UTC) it is the next day's target.
    expect(todaysTarget(rule(), tokyo('2026-12-01T00:30')).date).toBe('2026-12-02');
  });

  it('offsets across month and year ends, after as well as before', () => {
    const after30 = rule({
      field: 'lastContactDate',
      table: 'sa_list',
      offsetDays: 30,
      time: '10:00',
    });
    expect(todaysTarget(after30, tokyo('2027-01-10T10:00'))).toEqual({
      date: '2026-12-11',
      due: true,
    });
    expect(todaysTarget(rule({ offsetDays: -1 }), tokyo('2026-02-28T09:00')).date).toBe(
      '2026-03-01',
    );
  });

  it('the due dates: today’s from its time; a late-evening one still just after midnight', () => {
    const on = (date: string) => ({ date, late: false });
    expect(dueDates(rule(), tokyo('2026-11-30T08:59'))).toEqual([]);
    expect(dueDates(rule(), tokyo('2026-11-30T09:00'))).toEqual([on('2026-12-01')]);
    const late = rule({ time: '23:50' });
    expect(dueDates(late, tokyo('2026-11-30T23:49'))).toEqual([]);
    // The 0:00 check still sends the 23:50 one of the day before, once (the claim).
    expect(dueDates(late, tokyo('2026-12-01T00:00'))).toEqual([on('2026-12-01')]);
    expect(dueDates(late, tokyo('2026-12-01T00:31'))).toEqual([]);
    // A 9:00 reminder is not carried past midnight without knowing the rule existed then.
    expect(dueDates(rule(), tokyo('2026-12-01T00:05'))).toEqual([]);
  });

  it('a day’s unsent reminders are due again the next morning from 9:00, marked late', () => {
    const made = rule({ createdAtMs: tokyo('2026-11-01T12:00') });
    // Past midnight nothing of the day before (the late-evening grace aside) until 9:00.
    expect(dueDates(made, tokyo('2026-12-01T00:05'))).toEqual([]);
    expect(dueDates(made, tokyo('2026-12-01T08:59'))).toEqual([]);
    expect(dueDates(made, tokyo('2026-12-01T09:00'))).toEqual([
      { date: '2026-12-01', late: true },
      { date: '2026-12-02', late: false },
    ]);
    // A rule made after the day's time sends no reminder of days before it existed.
    const newRule = rule({ createdAtMs: tokyo('2026-11-30T10:00') });
    expect(dueDates(newRule, tokyo('2026-12-01T09:00'))).toEqual([
      { date: '2026-12-02', late: false },
    ]);
  });

  it('the stored rule’s creation time is read from a Date or a Timestamp', () => {
    const data = { ...SAMPLE_REMINDER_FIELDS, createdAt: new Date('2026-11-01T00:00:00Z') };
    expect(parseReminderRule('r', data)?.createdAtMs).toBe(Date.parse('2026-11-01T00:00:00Z'));
    const timestamp = { toMillis: () => 5 };
    expect(parseReminderRule('r', { ...data, createdAt: timestamp })?.createdAtMs).toBe(5);
    expect(parseReminderRule('r', { ...data, createdAt: 'x' })?.createdAtMs).toBeNull();
  });

  it('rows with 進捗 allowed', () => {
    const rows = [
      { id: 'a', clientName: 'A', assignee: '山本', progress: '進行中', date: '2026-12-01' },
      { id: 'b', clientName: 'B', assignee: '山本', progress: '完了', date: '2026-12-01' },
    ];
    expect(dueRows(rule(), rows).map((r) => r.id)).toEqual(['a']);
    expect(dueRows(rule({ progress: { op: 'is', value: '完了' } }), rows).map((r) => r.id)).toEqual(
      ['b'],
    );
    expect(dueRows(rule({ progress: null }), rows)).toHaveLength(2);
  });
});

describe('rules', () => {
  it('are parsed, not trusted', () => {
    const data = SAMPLE_REMINDER_FIELDS;
    expect(parseReminderRule('r1', data)).toEqual(rule({ createdAtMs: null }));
    expect(parseReminderRule('x', { ...data, field: 'lastContactDate' })).toBeNull();
    // The schedules query a table by the rule's field: only a date its schema marks passes.
    expect(parseReminderRule('x', { ...data, field: 'clientName' })).toBeNull();
    expect(parseReminderRule('x', { ...data, table: 'members' })).toBeNull();
    expect(parseReminderRule('x', { ...data, time: '24:00' })).toBeNull();
    expect(parseReminderRule('x', { ...data, offsetDays: 1.5 })).toBeNull();
    expect(parseReminderRule('x', { ...data, roomId: '77' })).toBeNull();
    expect(parseReminderRule('x', { ...data, progress: null })?.progress).toBeNull();
  });

  it('read as the examples say', () => {
    expect(describeReminderRule(rule())).toBe('納品予定日の1日前 9:00（進捗が完了以外）');
    expect(
      describeReminderRule(
        rule({
          table: 'sa_list',
          field: 'lastContactDate',
          offsetDays: 30,
          time: '10:00',
          progress: null,
        }),
      ),
    ).toBe('最終接触日から30日後 10:00');
    expect(
      describeReminderRule(
        rule({ table: 'sa_list', field: 'meetingDate', offsetDays: 0, progress: null }),
      ),
    ).toBe('商談日の当日 9:00');
  });
});

describe('the rooms the team allowed', () => {
  it('are read from the deploy parameter’s text: positive whole numbers, once each', () => {
    expect(parseRoomIds('123, 456 123,,x, -5, 0 789')).toEqual([123, 456, 789]);
    expect(parseRoomIds('')).toEqual([]);
  });

  it('are read from the stored list, none when it is unset or empty', () => {
    expect(parseReminderRooms({ roomIds: [12, 'x', -1, 34] })).toEqual([12, 34]);
    expect(parseReminderRooms({ roomIds: [] })).toBeNull();
    expect(parseReminderRooms(null)).toBeNull();
  });
});
