import { expect, test } from 'vitest';
import { parseClipboardText, toClipboardText } from './clipboard-text';

test('cells become tab-separated rows; tabs, line breaks and quotes are quoted Excel-style', () => {
  expect(
    toClipboardText([
      ['東京', '', '2026/01/05'],
      ['a\tb', '1行目\n2行目', 'say "hi"'],
    ]),
  ).toBe('東京\t\t2026/01/05\r\n"a\tb"\t"1行目\n2行目"\t"say ""hi"""');
});

test('what we copy parses back into the same cells', () => {
  const cells = [
    ['a', 'b\tc', '"q"'],
    ['改行\r\nあり', '', 'x'],
  ];
  expect(parseClipboardText(toClipboardText(cells))).toEqual(cells);
});

test("Excel's TSV: CRLF rows, a trailing line break, quoted cells with line breaks", () => {
  expect(parseClipboardText('A社\t山田\r\nB社\t"佐藤\r\n鈴木"\r\n')).toEqual([
    ['A社', '山田'],
    ['B社', '佐藤\r\n鈴木'],
  ]);
  expect(parseClipboardText('x\t\ty\n')).toEqual([['x', '', 'y']]);
});

test('CSV when several lines split into the same number of cells; otherwise one cell per line', () => {
  expect(parseClipboardText('a,"b,c"\r\nd,e')).toEqual([
    ['a', 'b,c'],
    ['d', 'e'],
  ]);
  expect(parseClipboardText('東京都港区, 1-2-3')).toEqual([['東京都港区, 1-2-3']]);
  expect(parseClipboardText('a,b\nc')).toEqual([['a,b'], ['c']]);
  expect(parseClipboardText('one\ntwo\n')).toEqual([['one'], ['two']]);
});

test('a single value; an empty cell copied from Excel; nothing', () => {
  expect(parseClipboardText('値')).toEqual([['値']]);
  expect(parseClipboardText('\r\n')).toEqual([['']]);
  expect(parseClipboardText('')).toEqual([]);
});

test('a cell a spreadsheet would run is copied neutralised, and pastes back as it was', () => {
  const cells = [['=HYPERLINK("http://x.example","x")', '−1+1', '-5', 'ok']];
  const text = toClipboardText(cells);
  expect(text).toBe('"\'=HYPERLINK(""http://x.example"",""x"")"\t\'−1+1\t-5\tok');
  expect(parseClipboardText(text)).toEqual(cells);
});
