import { describe, expect, it } from 'vitest';
import { parseStoredProgressFilter, serializeProgressFilter } from './progress-memory';

describe('remembered progress filter', () => {
  const offered = ['未着手', '進行中', '完了'];

  it('round-trips the chosen labels as a JSON array', () => {
    const stored = serializeProgressFilter(['進行中', '完了']);
    expect(stored).toBe('["進行中","完了"]');
    expect(parseStoredProgressFilter(stored, offered)).toEqual(['進行中', '完了']);
  });

  it('drops labels no longer offered, duplicates and non-strings', () => {
    expect(parseStoredProgressFilter('["進行中","廃止",3,"進行中"]', offered)).toEqual(['進行中']);
  });

  it('treats missing, malformed or non-array values as nothing remembered', () => {
    expect(parseStoredProgressFilter(null, offered)).toEqual([]);
    expect(parseStoredProgressFilter('{oops', offered)).toEqual([]);
    expect(parseStoredProgressFilter('"進行中"', offered)).toEqual([]);
  });
});
