import { expect, test } from 'vitest';
import { clipForDisplay } from './display-text';

test('long answers are cut for the screen, by characters, with their full length', () => {
  expect(clipForDisplay('短い回答', 10)).toEqual({ shown: '短い回答', total: 4 });
  const long = 'あ'.repeat(3000);
  expect(clipForDisplay(long, 1000)).toEqual({ shown: 'あ'.repeat(1000), total: 3000 });
  // Surrogate pairs count as one character and are never split.
  expect(clipForDisplay('😀'.repeat(5), 3).shown).toBe('😀😀😀');
});
