import { afterEach, expect, test } from 'vitest';
import { isSharedPc, runningAsSharedPc, setSharedPc, startAsSharedPc } from './shared-pc';

afterEach(() => setSharedPc(false));

test('the choice is kept in this browser and read when the app starts', () => {
  expect(isSharedPc()).toBe(false);
  expect(startAsSharedPc()).toBe(false);
  setSharedPc(true);
  expect(isSharedPc()).toBe(true);
  // This page keeps running as it started; the next start is a shared PC.
  expect(runningAsSharedPc()).toBe(false);
  expect(startAsSharedPc()).toBe(true);
  expect(runningAsSharedPc()).toBe(true);
  setSharedPc(false);
  expect(isSharedPc()).toBe(false);
});
