import { expect, test } from 'vitest';
import { encodeShiftJis, findUnmappable } from './shift-jis';

const decode = (bytes: Uint8Array) => new TextDecoder('shift_jis').decode(bytes);

test('Japanese text, half-width kana and CP932 extras (①, ㈱, 髙) round-trip', () => {
  const text = '株式会社アオバ商事,ｱｵﾊﾞ,①,㈱,髙橋\r\n';
  expect(decode(encodeShiftJis(text))).toBe(text);
  expect(findUnmappable([[text]])).toEqual([]);
  // The wave dash is 0x8160, which Windows (and the browser) reads back as the full-width tilde.
  expect(decode(encodeShiftJis('10〜12時'))).toBe('10～12時');
});

test('characters CP932 cannot hold are found by row and become ?', () => {
  const rows = [['見出し'], ['𠮷野家'], ['ok'], ['絵文字😀と🙏']];
  expect(findUnmappable(rows)).toEqual([
    { char: '𠮷', row: 1 },
    { char: '😀', row: 3 },
    { char: '🙏', row: 3 },
  ]);
  expect(decode(encodeShiftJis('𠮷野家'))).toBe('?野家');
});
