import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http and https URLs into links and keeps the text around them', () => {
    expect(linkify('資料: https://example.com/a?b=1 を確認')).toEqual([
      { kind: 'text', text: '資料: ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' を確認' },
    ]);
  });

  it('ends a URL at Japanese punctuation, a full-width space or a trailing full stop', () => {
    expect(linkify('見て→http://a.example/x。次へ').map((s) => s.text)).toEqual([
      '見て→',
      'http://a.example/x',
      '。次へ',
    ]);
    expect(linkify('see https://a.example/x.')[1]).toMatchObject({ text: 'https://a.example/x' });
    expect(linkify('https://a.example\u3000メモ')).toHaveLength(2);
  });

  it('never links other schemes', () => {
    expect(linkify('javascript:alert(1) ftp://x.example mailto:a@b.c')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) ftp://x.example mailto:a@b.c' },
    ]);
  });

  it('returns nothing for empty text and one text part when there is no URL', () => {
    expect(linkify('')).toEqual([]);
    expect(linkify('メモのみ')).toEqual([{ kind: 'text', text: 'メモのみ' }]);
  });
});
