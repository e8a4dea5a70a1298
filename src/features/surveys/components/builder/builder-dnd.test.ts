import { describe, expect, it } from 'vitest';
import { KEYBOARD_STEP_PX, stepCoordinates } from './builder-dnd';

describe('keyboard step', () => {
  it('moves 25 px per arrow press', () => {
    const at = { x: 100, y: 100 };
    const get = (code: string) =>
      stepCoordinates({ code } as KeyboardEvent, { currentCoordinates: at } as never);
    expect(KEYBOARD_STEP_PX).toBe(25);
    expect(get('ArrowDown')).toEqual({ x: 100, y: 125 });
    expect(get('ArrowUp')).toEqual({ x: 100, y: 75 });
    expect(get('ArrowLeft')).toEqual({ x: 75, y: 100 });
    expect(get('ArrowRight')).toEqual({ x: 125, y: 100 });
    expect(get('KeyA')).toBeUndefined();
  });
});
