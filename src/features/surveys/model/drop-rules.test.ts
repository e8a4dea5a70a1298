import { describe, expect, it } from 'vitest';
import { dropAction, templateId, templateType } from './drop-rules';
import type { SurveyField } from './types';

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

describe('template ids', () => {
  it("a palette part's id names its type, and only known types count", () => {
    expect(templateType(templateId('rating'))).toBe('rating');
    expect(templateType('template:slider')).toBeNull();
    expect(templateType('canvas')).toBeNull();
    expect(templateType(42)).toBeNull();
  });
});
