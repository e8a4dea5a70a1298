import { expect, test } from 'vitest';
import { historyValueText } from './history-text';

test.each([
  [null, '未設定'],
  ['', '未設定'],
  [undefined, '未設定'],
  [[], '未設定'],
  ['商談中', '商談中'],
  ['2026-11-24', '2026/11/24'],
  [true, 'あり'],
  [false, 'なし'],
  [3, '3'],
  [['A', 'B'], 'A、B'],
  [new Date('2026-11-24T06:30:00Z'), '2026/11/24 15:30'],
  [new Date('2026-01-05T00:00:00+09:00'), '2026/01/05'],
  [{ seconds: 1_795_501_800, nanoseconds: 0 }, '2026/11/24 15:30'],
  [
    { omitted: true, length: 12_345, hash: 'fnv1a32:0badf00d', head: '長い議事録' },
    '長い議事録… （12,345文字。長いため履歴には一部のみ）',
  ],
])('%j is shown as %s', (value, text) => {
  expect(historyValueText(value)).toBe(text);
});
