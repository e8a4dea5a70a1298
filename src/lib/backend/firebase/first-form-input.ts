/**
 * Calls `start` once, on the visitor's first touch of a form (focus, pointer or key), so a page
 * that only shows something (a promotion, a result) never loads reCAPTCHA, and a survey's
 * answer usually has its token before 送信する.
 */
export function onFirstFormInput(start: () => void, target: EventTarget = document): void {
  const kinds = ['focusin', 'pointerdown', 'keydown'] as const;
  const listener = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return;
    for (const kind of kinds) target.removeEventListener(kind, listener, true);
    start();
  };
  for (const kind of kinds) target.addEventListener(kind, listener, true);
}
