import { describe, expect, it } from 'vitest';
import {
  differsFrom,
  draftOf,
  EMPTY_DRAFT,
  filterPromotions,
  hasContent,
  normalizeDraft,
  validateDraft,
} from './promotion-draft';

describe('validateDraft', () => {
  it('requires a name and HTML, but not CSS', () => {
    expect(validateDraft(EMPTY_DRAFT)).toEqual({ title: 'titleRequired', html: 'htmlRequired' });
    expect(validateDraft({ title: '春', html: '<p>x</p>', css: '' })).toEqual({});
  });

  it('treats blanks and full-width spaces as empty', () => {
    expect(validateDraft({ title: ' \u3000 ', html: '\n\t\u3000', css: 'a{}' })).toEqual({
      title: 'titleRequired',
      html: 'htmlRequired',
    });
  });

  it('reports each missing field alone', () => {
    expect(validateDraft({ title: '', html: '<p>x</p>', css: '' })).toEqual({
      title: 'titleRequired',
    });
    expect(validateDraft({ title: '名前', html: '', css: '' })).toEqual({ html: 'htmlRequired' });
  });
});

describe('dirty rules', () => {
  it('create is dirty when any of name, HTML or CSS holds something', () => {
    expect(hasContent(EMPTY_DRAFT)).toBe(false);
    // Even a lone space counts: the guard protects whatever was typed.
    for (const key of ['title', 'html', 'css'] as const)
      expect(hasContent({ ...EMPTY_DRAFT, [key]: ' ' })).toBe(true);
  });

  it('edit is dirty only when a value differs from the loaded one', () => {
    const loaded = draftOf({ title: 'T', html: '<p>x</p>', css: '' });
    expect(differsFrom({ ...loaded }, loaded)).toBe(false);
    expect(differsFrom({ ...loaded, title: 'T2' }, loaded)).toBe(true);
    expect(differsFrom({ ...loaded, html: '<p>y</p>' }, loaded)).toBe(true);
    expect(differsFrom({ ...loaded, css: 'p{}' }, loaded)).toBe(true);
    // Typing and then undoing the change is clean again.
    expect(differsFrom({ ...loaded, title: 'T' }, loaded)).toBe(false);
  });
});

describe('normalizeDraft', () => {
  it('trims the name, full-width spaces included, and keeps HTML and CSS as typed', () => {
    expect(
      normalizeDraft({ title: '\u3000 冬の案内 \u3000', html: ' <p> ', css: ' a{} ' }),
    ).toEqual({ title: '冬の案内', html: ' <p> ', css: ' a{} ' });
  });
});

describe('filterPromotions', () => {
  const list = [
    { title: '冬の導入キャンペーン' },
    { title: 'Spring SALE' },
    { title: '夏季プラン' },
  ];

  it('matches part of the title, case-insensitively', () => {
    expect(filterPromotions(list, 'キャンペーン')).toEqual([list[0]]);
    expect(filterPromotions(list, 'sale')).toEqual([list[1]]);
  });

  it('matches full-width letters against half-width ones', () => {
    expect(filterPromotions(list, 'ＳＡＬＥ')).toEqual([list[1]]);
  });

  it('returns everything for a blank query and nothing for no match', () => {
    expect(filterPromotions(list, '  ')).toEqual(list);
    expect(filterPromotions(list, 'zzz')).toEqual([]);
  });
});
