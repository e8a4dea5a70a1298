import { expect, test, vi } from 'vitest';
import { onFirstFormInput } from './first-form-input';

test('starts once, on the first focus, pointer or key inside a form, not outside it', () => {
  document.body.innerHTML =
    '<p><a href="#top">link</a></p><form><input aria-label="name" /><button>send</button></form>';
  const start = vi.fn();
  onFirstFormInput(start);

  document.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  document.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(start).not.toHaveBeenCalled();

  document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(start).toHaveBeenCalledTimes(1);

  document.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(start).toHaveBeenCalledTimes(1);
});
