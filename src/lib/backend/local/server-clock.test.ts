import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock';

describe('createServerClock', () => {
  it('follows the wall clock while it moves forward', () => {
    const times = [1_000, 2_000, 5_000];
    const clock = createServerClock(() => new Date(times.shift()!));
    expect([clock(), clock(), clock()].map((date) => date.getTime())).toEqual([
      1_000, 2_000, 5_000,
    ]);
  });

  it('never repeats a time within one millisecond, nor goes back when the wall clock does', () => {
    const times = [1_000, 1_000, 1_000, 500];
    const clock = createServerClock(() => new Date(times.shift()!));
    expect([clock(), clock(), clock(), clock()].map((date) => date.getTime())).toEqual([
      1_000, 1_001, 1_002, 1_003,
    ]);
  });
});
