import { describe, expect, it } from 'vitest';
import type { SurveyField } from '../model/types';
import { dropAction, KEYBOARD_STEP_PX, stepCoordinates } from './survey-form';

const f = (id: string, order: number): SurveyField => ({
  id,
  type: 'text',
  label: id,
  required: false,
  order,
});
const fields = [f('a', 0), f('b', 1), f('c', 2)];
const make = (type: string): SurveyField => ({ ...f('new', 0), type });

describe('dropAction', () => {
  it('appends a template dropped on the canvas', () => {
    expect(dropAction('template:radio', 'canvas', fields, make)).toMatchObject({
      type: 'insertField',
      index: -1,
      field: { type: 'radio' },
    });
  });
  it('inserts a template dropped on a field before it', () => {
    expect(dropAction('template:date', 'b', fields, make)).toMatchObject({
      type: 'insertField',
      index: 1,
    });
  });
  it('moves a field dropped on another field', () => {
    expect(dropAction('a', 'c', fields, make)).toEqual({ type: 'moveField', from: 0, to: 2 });
  });
  it('does nothing without a target or onto itself', () => {
    expect(dropAction('a', null, fields, make)).toBeNull();
    expect(dropAction('a', 'a', fields, make)).toBeNull();
    expect(dropAction('a', 'canvas', fields, make)).toBeNull();
  });
});

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
