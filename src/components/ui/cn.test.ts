import { expect, it } from 'vitest';
import { cn, loadClassMerge } from './cn';

it('drops falsy parts and lets the later of two conflicting Tailwind classes win', async () => {
  await loadClassMerge();
  expect(cn('block w-full px-2', false, undefined, 'w-auto')).toBe('block px-2 w-auto');
});
