import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints `code` as if written in `filePath` with the project's configuration: its messages. */
const eslint = new ESLint({ cwd: `${import.meta.dirname}/..` });
async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, {
    filePath: `${import.meta.dirname}/../${filePath}`,
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('time has one home: planted copies fail lint', () => {
  it.each([
    ['the offset in ms', 'export const at = (ms: number) => ms + 32_400_000;'],
    ['9 hours spelled out', 'export const TOKYO = 9 * 3_600_000;'],
    ['9 hours reversed', 'export const TOKYO = 3600000 * 9;'],
    ['9 hours in minutes', 'export const TOKYO = 9 * 60 * 60 * 1000;'],
    ['a day in ms', 'export const DAY = 86_400_000;'],
    ['a day spelled out', 'export const DAY = 24 * 60 * 60 * 1000;'],
    ['an add-days helper', 'export const f = (d: Date) => d.setUTCDate(d.getUTCDate() + 1);'],
    ['hours set by hand', 'export const f = (d: Date) => d.setUTCHours(1, 0, 0, 0);'],
  ])('%s', async (_, code) => {
    for (const file of ['src/features/mentions/model/x.ts', 'functions/src/x.ts', 'e2e/x.ts'])
      expect(await restricted(file, code)).toEqual([expect.stringContaining('tokyo-time.ts')]);
  });

  it('the time module itself may, and other arithmetic is fine', async () => {
    expect(await restricted('src/lib/tokyo-time.ts', 'export const T = 9 * 3_600_000;')).toEqual(
      [],
    );
    expect(await restricted('src/lib/x.ts', 'export const MINUTE = 60 * 1000;')).toEqual([]);
  });
});

/** Tailwind's blue, spelled so this file does not trip the rule it tests. */
const BLUE = ['bl', 'ue'].join('');

describe('the brand colour goes through its tokens', () => {
  it.each([
    ['a class string', `export const c = 'bg-${BLUE}-600 text-white';`],
    [
      'a template',
      `export const c = (on: boolean) => \`ring-2 \${on ? "x" : ""} outline-${BLUE}-600\`;`,
    ],
  ])('%s with Tailwind’s blue fails', async (_, code) => {
    expect(await restricted('src/components/ui/x.tsx', code)).toEqual([
      expect.stringContaining('brand tokens'),
    ]);
  });

  it('brand tokens pass', async () => {
    expect(await restricted('src/components/ui/x.tsx', "export const c = 'bg-brand-600';")).toEqual(
      [],
    );
  });
});
