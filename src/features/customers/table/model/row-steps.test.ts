import { describe, expect, it } from 'vitest';
import { rowSteps } from './row-steps';

describe('rowSteps', () => {
  it('names the neighbours in the view order and the position', () => {
    expect(rowSteps(['a', 'b', 'c'], 'b')).toEqual({ previous: 'a', next: 'c', at: 2, of: 3 });
  });

  it('has no previous at the first row and no next at the last', () => {
    expect(rowSteps(['a', 'b'], 'a')).toMatchObject({ previous: null, next: 'b', at: 1 });
    expect(rowSteps(['a', 'b'], 'b')).toMatchObject({ previous: 'a', next: null, at: 2 });
  });

  it('gives nothing for a row the view does not hold', () => {
    expect(rowSteps(['a', 'b'], 'x')).toEqual({ previous: null, next: null, at: null, of: 2 });
  });
});
