import { describe, expect, test } from 'vitest';
import { ciSteps, duration } from './ci-steps.mjs';

describe('ciSteps', () => {
  test('each step lasts until the next line; the total runs from the first line to done', () => {
    const log = [
      '== 10:00:00 npm ci (node v20, npm 11)',
      'added 900 packages',
      '== 10:01:05 npm test (typecheck + lint)',
      '== typecheck: ok in 20.0 s',
      '== 10:02:00 npm run test:e2e (Playwright)',
      '== 10:09:30 done',
    ].join('\n');
    expect(ciSteps(log)).toEqual({
      steps: [
        { step: 'npm ci', seconds: 65 },
        { step: 'npm test', seconds: 55 },
        { step: 'npm run test:e2e', seconds: 450 },
      ],
      total: 570,
      finished: true,
    });
  });

  test("an older run's version line starts npm ci; a run past midnight counts on", () => {
    const run = ciSteps('== 23:59:00 node v20.20.2, npm 11.19.1\n== 00:01:00 npm test\n');
    expect(run).toEqual({ steps: [{ step: 'npm ci', seconds: 120 }], total: 120, finished: false });
  });

  test('a log without step lines is refused', () => {
    expect(() => ciSteps('npm ERR! nothing here')).toThrow(/no "== HH:MM:SS step" lines/);
  });

  test('durations read as the docs write them', () => {
    expect([duration(52), duration(60), duration(754)]).toEqual([
      '52 s',
      '1 min 0 s',
      '12 min 34 s',
    ]);
  });
});
