/** Focus rules shared by the dialogs of the kit (see `Modal`). */

const FIELDS =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [contenteditable="true"]';

/**
 * Where a dialog's focus starts: an element marked `data-autofocus` (a confirm dialog marks its
 * safe button), else the first enabled field of the body, else null (Radix then focuses the
 * first tabbable element, the close button).
 */
export function initialFocusTarget(container: HTMLElement): HTMLElement | null {
  return (
    container.querySelector<HTMLElement>('[data-autofocus]') ??
    container.querySelector<HTMLElement>(FIELDS)
  );
}

/**
 * Gives focus back to the element that opened a dialog. If that element left the page (the
 * row it sat in was deleted), focus goes to the main landmark rather than the top of the body,
 * so a keyboard user continues where they were working.
 */
export function restoreFocus(opener: HTMLElement | null): void {
  if (opener && opener.isConnected && opener !== document.body) {
    opener.focus();
    if (document.activeElement === opener) return;
  }
  document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
}
