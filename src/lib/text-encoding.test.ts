import { decodeText } from './text-encoding';

const utf8 = (text: string) => new TextEncoder().encode(text);

test('UTF-8 with a BOM: detected, and the BOM is not in the text', () => {
  const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('法人番号,クライアント名')]);
  expect(decodeText(bytes)).toEqual({ text: '法人番号,クライアント名', encoding: 'utf-8-bom' });
});

test('UTF-8 without a BOM', () => {
  expect(decodeText(utf8('株式会社アオバ,ＡＢＣ'))).toEqual({
    text: '株式会社アオバ,ＡＢＣ',
    encoding: 'utf-8',
  });
});

test('Shift_JIS / CP932 bytes are detected and decoded (incl. the NEC ① and IBM 髙)', () => {
  // あ 漢 ① 髙 in CP932
  const bytes = new Uint8Array([0x82, 0xa0, 0x8a, 0xbf, 0x87, 0x40, 0xfb, 0xfc]);
  expect(decodeText(bytes)).toEqual({ text: 'あ漢①髙', encoding: 'shift_jis' });
});

test('plain ASCII counts as UTF-8', () => {
  expect(decodeText(utf8('a,b\r\n1,2')).encoding).toBe('utf-8');
});
