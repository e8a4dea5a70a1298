import type { KeyboardEvent } from 'react';

/**
 * True while an IME is composing. Chrome flags the keydown with `isComposing`; Safari sends the
 * keydown that confirms a conversion after `compositionend`, with keyCode 229 only.
 */
export function isImeKeyEvent(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}
