import { describe, expect, it } from 'vitest';
import { buildPromotionDocument, isFullDocument } from './promotion-document';

describe('isFullDocument', () => {
  it('recognises a doctype or an html tag at the start, in any case', () => {
    expect(isFullDocument('<!DOCTYPE html><html></html>')).toBe(true);
    expect(isFullDocument('<!doctype html>')).toBe(true);
    expect(isFullDocument('<HTML lang="ja"><body></body></HTML>')).toBe(true);
    expect(isFullDocument('<html>')).toBe(true);
  });

  it('allows whitespace, a BOM and comments before it', () => {
    expect(isFullDocument('\uFEFF\n  <!-- top -->\n<!DOCTYPE html>')).toBe(true);
  });

  it('treats fragments, and tags that only start like html, as fragments', () => {
    expect(isFullDocument('<div>x</div>')).toBe(false);
    expect(isFullDocument('<htmlfoo>')).toBe(false);
    expect(isFullDocument('text <html>')).toBe(false);
    expect(isFullDocument('')).toBe(false);
  });
});

describe('buildPromotionDocument', () => {
  it('wraps a fragment in a minimal document with the CSS in its head', () => {
    const doc = buildPromotionDocument('<h1>Hi</h1>', 'h1{color:red}');
    expect(doc).toMatch(/^<!DOCTYPE html><html lang="ja"><head>/);
    expect(doc).toContain('<meta charset="utf-8">');
    expect(doc).toContain('<style>h1{color:red}</style></head><body><h1>Hi</h1></body></html>');
  });

  it('leaves out the style element when the CSS is blank', () => {
    expect(buildPromotionDocument('<p>x</p>', '  \n')).not.toContain('<style>');
  });

  it('injects the CSS at the end of a full document head, after its own styles', () => {
    const html = '<!DOCTYPE html><html><head><style>p{}</style></head><body>b</body></html>';
    expect(buildPromotionDocument(html, 'b{}')).toBe(
      '<!DOCTYPE html><html><head><style>p{}</style><style>b{}</style></head><body>b</body></html>',
    );
  });

  it('returns a full document unchanged when there is no CSS', () => {
    const html = '<!DOCTYPE html><html><body>b</body></html>';
    expect(buildPromotionDocument(html, '')).toBe(html);
  });

  it('adds a head to a full document that has none', () => {
    expect(buildPromotionDocument('<html lang="ja"><body>b</body></html>', 'b{}')).toBe(
      '<html lang="ja"><head><style>b{}</style></head><body>b</body></html>',
    );
    expect(buildPromotionDocument('<!DOCTYPE html><p>b</p>', 'b{}')).toBe(
      '<!DOCTYPE html><style>b{}</style><p>b</p>',
    );
  });

  it('uses an open head tag when the head is never closed', () => {
    expect(buildPromotionDocument('<html><head><title>t</title><body>b', 'b{}')).toBe(
      '<html><head><style>b{}</style><title>t</title><body>b',
    );
  });

  it('keeps CSS from closing its style element early', () => {
    const doc = buildPromotionDocument('<p>x</p>', 'p{}</STYLE><script>alert(1)</script>');
    expect(doc).toContain('<style>p{}<\\/STYLE><script>alert(1)</script></style>');
    expect(doc.match(/<\/style>/gi)).toHaveLength(1);
  });
});
