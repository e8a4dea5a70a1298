import { expect, test } from 'vitest';
import { foldText } from './fold-text';

test('full-width text is folded (NFKC) and trimmed; ASCII is only trimmed', () => {
  expect(foldText(' ２０２４／１／５ ')).toBe('2024/1/5');
  expect(foldText('Ａ')).toBe('A');
  expect(foldText(' B ')).toBe('B');
  expect(foldText('6010001000001')).toBe('6010001000001');
});
