import { describe, expect, it } from 'vitest';
import { defaultTaskDay, isOverdueTask, taskLimitOf } from './task-due';

// 2026-11-27 10:00 in Tokyo.
const now = new Date('2026-11-27T01:00:00Z');

describe('task due dates (Tokyo days)', () => {
  it('a task due today is not overdue; due yesterday is; no due date never is', () => {
    expect(isOverdueTask(taskLimitOf('2026-11-27')!, now)).toBe(false);
    expect(isOverdueTask(taskLimitOf('2026-11-26')!, now)).toBe(true);
    expect(isOverdueTask(0, now)).toBe(false);
  });

  it('Tokyo midnight, not UTC midnight, ends the day', () => {
    // 00:30 on the 28th in Tokyo is still the 27th in UTC.
    const justAfter = new Date('2026-11-27T15:30:00Z');
    expect(isOverdueTask(taskLimitOf('2026-11-27')!, justAfter)).toBe(true);
  });

  it('the limit is 23:59 of the day in Tokyo; a day that does not exist is refused', () => {
    expect(new Date(taskLimitOf('2026-12-31')! * 1000).toISOString()).toBe(
      '2026-12-31T14:59:00.000Z',
    );
    expect(taskLimitOf('2026-02-30')).toBeNull();
    expect(taskLimitOf('tomorrow')).toBeNull();
  });

  it('a new task is due tomorrow by default, across a month end', () => {
    expect(defaultTaskDay(now)).toBe('2026-11-28');
    expect(defaultTaskDay(new Date('2026-11-30T05:00:00Z'))).toBe('2026-12-01');
  });
});
