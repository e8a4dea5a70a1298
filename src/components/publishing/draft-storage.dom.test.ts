import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, draftKeyOf, readDraft, writeDraft } from './draft-storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('draft storage', () => {
  it('names a draft by area and id, `new` for a create form', () => {
    expect(draftKeyOf('survey', 'abc')).toBe('survey-draft:abc');
    expect(draftKeyOf('promotion', null)).toBe('promotion-draft:new');
  });

  it('writes, reads back and clears a draft with its time', () => {
    writeDraft('k', { title: '下書き' }, 99, 1234);
    expect(readDraft('k')).toEqual({ draft: { title: '下書き' }, savedAt: 1234, base: 99 });
    writeDraft('k', { title: '新規' }, null, 1235);
    expect(readDraft('k')).toEqual({ draft: { title: '新規' }, savedAt: 1235, base: null });
    clearDraft('k');
    expect(readDraft('k')).toBeNull();
  });

  it('reads junk or an unexpected shape as no draft', () => {
    localStorage.setItem('a', '{not json');
    localStorage.setItem('b', JSON.stringify({ draft: 'text', savedAt: 1 }));
    localStorage.setItem('c', JSON.stringify({ draft: {}, savedAt: 'yesterday' }));
    expect(readDraft('a')).toBeNull();
    expect(readDraft('b')).toBeNull();
    expect(readDraft('c')).toBeNull();
    expect(readDraft('missing')).toBeNull();
  });

  it('fails quietly when storage refuses the write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft('k', { title: 'x' })).not.toThrow();
    expect(readDraft('k')).toBeNull();
  });
});
