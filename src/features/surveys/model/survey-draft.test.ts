import { describe, expect, it } from 'vitest';
import { draftReducer } from './draft-reducer';
import {
  applyFieldEdits,
  editsOf,
  fieldFromTemplate,
  hasPlaceholder,
  insertField,
  moveField,
  newOption,
  optionValue,
  relabelOption,
  removeField,
  supportsAiSummary,
} from './field-ops';
import {
  differsFrom,
  duplicateDraft,
  EMPTY_DRAFT,
  filterSurveys,
  hasContent,
  validateDraft,
  withPending,
  type SurveyDraft,
} from './survey-draft';
import type { SurveyField } from './types';

function counter() {
  let n = 0;
  return () => `id${++n}`;
}

const f = (id: string, order = 0): SurveyField => ({
  id,
  type: 'text',
  label: id,
  required: false,
  order,
});

describe('option rules', () => {
  it('derives the value from the label: lower case, spaces as underscores', () => {
    expect(optionValue('Very Good Choice')).toBe('very_good_choice');
    expect(optionValue('選択肢 A')).toBe('選択肢_a');
    expect(relabelOption({ id: 'o', label: 'x', value: 'x' }, 'Hello World')).toEqual({
      id: 'o',
      label: 'Hello World',
      value: 'hello_world',
    });
  });
  it("names the n-th new option '選択肢{n}' / 'option{n}'", () => {
    expect(newOption(3, () => 'z')).toEqual({ id: 'z', label: '選択肢3', value: 'option3' });
  });
});

describe('fieldFromTemplate', () => {
  it('gives choice types two options and the default chart', () => {
    const field = fieldFromTemplate('radio', 'Q', counter());
    expect(field.options?.map((o) => [o.label, o.value])).toEqual([
      ['選択肢1', 'option1'],
      ['選択肢2', 'option2'],
    ]);
    expect(field.chartType).toBe('horizontalBar');
    expect(new Set([field.id, ...field.options!.map((o) => o.id)]).size).toBe(3);
  });
  it('gives other types no options', () => {
    expect(fieldFromTemplate('rating', 'R', counter()).options).toBeUndefined();
  });
  it('uses crypto.randomUUID by default', () => {
    expect(fieldFromTemplate('text', 'T').id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('field list operations keep order equal to position', () => {
  const list = [f('a', 0), f('b', 1), f('c', 2)];
  it('inserts before an index, appends past the end', () => {
    expect(insertField(list, f('x'), 1).map((x) => [x.id, x.order])).toEqual([
      ['a', 0],
      ['x', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(insertField(list, f('x'), -1).map((x) => x.id)).toEqual(['a', 'b', 'c', 'x']);
  });
  it('moves a field down and up', () => {
    expect(moveField(list, 0, 2).map((x) => x.id)).toEqual(['b', 'c', 'a']);
    expect(moveField(list, 2, 0).map((x) => [x.id, x.order])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
    expect(moveField(list, 0, 7).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });
  it('removes by id and renumbers', () => {
    expect(removeField(list, 'a').map((x) => [x.id, x.order])).toEqual([
      ['b', 0],
      ['c', 1],
    ]);
  });
});

describe('applyFieldEdits', () => {
  const edits = {
    label: 'New',
    placeholder: 'ph',
    required: true,
    useAsLabel: true,
    options: [{ id: 'o', label: 'A', value: 'a' }],
    chartType: 'pie' as const,
    enableAiSummary: true,
    showIf: null,
  };
  it('applies options and chart only to choice types, no placeholder for them', () => {
    const radio = applyFieldEdits(fieldFromTemplate('radio', 'Q', counter()), edits);
    expect(radio).toMatchObject({
      label: 'New',
      required: true,
      useAsLabel: true,
      chartType: 'pie',
    });
    expect(radio.options).toEqual(edits.options);
    expect(radio.placeholder).toBeUndefined();
    expect(radio.enableAiSummary).toBeUndefined();
  });
  it('applies the AI summary switch and placeholder to text types only', () => {
    const text = applyFieldEdits(f('t'), edits);
    expect(text).toMatchObject({ placeholder: 'ph', enableAiSummary: true });
    expect(text.options).toBeUndefined();
    const num = applyFieldEdits({ ...f('n'), type: 'number' }, edits);
    expect(num.enableAiSummary).toBeUndefined();
    expect(num.placeholder).toBe('ph');
  });
  it('a blank label keeps the current one (half- and full-width spaces count as blank)', () => {
    const field = fieldFromTemplate('text', 'テキスト', counter());
    for (const label of ['', '   ', '\u3000\u3000', ' \t ']) {
      expect(applyFieldEdits(field, { ...editsOf(field), label }).label).toBe('テキスト');
    }
    expect(applyFieldEdits(field, { ...editsOf(field), label: ' ご意見 ' }).label).toBe(' ご意見 ');
  });
  it('round-trips editsOf without change', () => {
    const field = fieldFromTemplate('select', 'S', counter());
    expect(applyFieldEdits(field, editsOf(field))).toEqual({ ...field, useAsLabel: false });
  });
  it('knows which types have placeholder and AI summary', () => {
    expect(['radio', 'checkbox', 'select', 'rating'].map(hasPlaceholder)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['text', 'textarea', 'number', 'email', 'date'].every(hasPlaceholder)).toBe(true);
    expect(['text', 'textarea', 'number'].map(supportsAiSummary)).toEqual([true, true, false]);
  });
});

describe('validateDraft', () => {
  it('needs a non-blank name, then at least one field', () => {
    expect(validateDraft({ ...EMPTY_DRAFT, title: '   ', fields: [f('a')] })).toBe('nameRequired');
    expect(validateDraft({ ...EMPTY_DRAFT, title: 'T' })).toBe('fieldsRequired');
    expect(validateDraft({ ...EMPTY_DRAFT, title: 'T', fields: [f('a')] })).toBeNull();
  });
});

describe('dirty checks', () => {
  it('builder: dirty when anything is present', () => {
    expect(hasContent(EMPTY_DRAFT)).toBe(false);
    expect(hasContent({ ...EMPTY_DRAFT, title: 'x' })).toBe(true);
    expect(hasContent({ ...EMPTY_DRAFT, description: 'x' })).toBe(true);
    expect(hasContent({ ...EMPTY_DRAFT, thankYouMessage: 'x' })).toBe(true);
    expect(hasContent({ ...EMPTY_DRAFT, fields: [f('a')] })).toBe(true);
  });
  it('editor: dirty when anything differs from the loaded draft', () => {
    const loaded: SurveyDraft = {
      title: 'T',
      description: 'D',
      thankYouMessage: 'Y',
      fields: [f('a')],
    };
    expect(differsFrom({ ...loaded, fields: [f('a')] }, loaded)).toBe(false);
    expect(differsFrom({ ...loaded, title: 'T2' }, loaded)).toBe(true);
    expect(differsFrom({ ...loaded, thankYouMessage: '' }, loaded)).toBe(true);
    expect(differsFrom({ ...loaded, fields: [{ ...f('a'), required: true }] }, loaded)).toBe(true);
    expect(differsFrom({ ...loaded, aiSummaryEnabled: false }, loaded)).toBe(false);
    expect(differsFrom({ ...loaded, aiSummaryEnabled: true }, loaded)).toBe(true);
  });
});

describe('duplicateDraft', () => {
  it("suffixes ' (コピー)' and re-identifies fields and options", () => {
    const source: SurveyDraft = {
      title: 'Survey',
      description: 'D',
      thankYouMessage: 'Y',
      fields: [fieldFromTemplate('checkbox', 'C', counter()), f('t', 1)],
    };
    const copy = duplicateDraft(source, () => `new-${Math.random()}`);
    expect(copy.title).toBe('Survey (コピー)');
    expect(copy.description).toBe('D');
    const oldIds = new Set([
      ...source.fields.map((x) => x.id),
      ...source.fields[0]!.options!.map((o) => o.id),
    ]);
    const newIds = [...copy.fields.map((x) => x.id), ...copy.fields[0]!.options!.map((o) => o.id)];
    expect(newIds.some((id) => oldIds.has(id))).toBe(false);
    expect(copy.fields[0]!.options!.map((o) => o.label)).toEqual(['選択肢1', '選択肢2']);
  });
});

describe('filterSurveys', () => {
  const list = [
    { title: 'Customer Survey', description: 'about shop' },
    { title: '社員アンケート', description: 'Internal' },
  ];
  it('matches title or description case-insensitively; blank keeps all', () => {
    expect(filterSurveys(list, 'CUSTOMER')).toEqual([list[0]]);
    expect(filterSurveys(list, 'internal')).toEqual([list[1]]);
    expect(filterSurveys(list, '  ')).toBe(list);
    expect(filterSurveys(list, 'none')).toEqual([]);
  });
});

describe('draftReducer', () => {
  it('routes actions to the pure operations', () => {
    let d = draftReducer(EMPTY_DRAFT, { type: 'setTitle', title: 'A' });
    d = draftReducer(d, { type: 'insertField', field: f('a'), index: -1 });
    d = draftReducer(d, { type: 'insertField', field: f('b'), index: 0 });
    d = draftReducer(d, { type: 'moveField', from: 0, to: 1 });
    expect(d.fields.map((x) => x.id)).toEqual(['a', 'b']);
    d = draftReducer(d, { type: 'replaceField', field: { ...f('b'), label: 'B!' } });
    expect(d.fields[1]).toMatchObject({ label: 'B!', order: 1 });
    d = draftReducer(d, { type: 'removeField', id: 'a' });
    expect(d).toMatchObject({ title: 'A', fields: [{ id: 'b', order: 0 }] });
  });
});

describe('one answer per browser', () => {
  it('is off by default, toggled by the reducer, a change, and kept by a duplicate', () => {
    expect(EMPTY_DRAFT.oneAnswerPerBrowser ?? false).toBe(false);
    const on = draftReducer(EMPTY_DRAFT, { type: 'setOneAnswerPerBrowser', on: true });
    expect(on.oneAnswerPerBrowser).toBe(true);
    expect(differsFrom(on, EMPTY_DRAFT)).toBe(true);
    expect(differsFrom({ ...EMPTY_DRAFT, oneAnswerPerBrowser: false }, EMPTY_DRAFT)).toBe(false);
    expect(duplicateDraft(on).oneAnswerPerBrowser).toBe(true);
  });
});

describe('one answer per personal link', () => {
  it('is off by default, toggled by the reducer, a change, and kept by a duplicate', () => {
    expect(EMPTY_DRAFT.oneAnswerPerLink ?? false).toBe(false);
    const on = draftReducer(EMPTY_DRAFT, { type: 'setOneAnswerPerLink', on: true });
    expect(on.oneAnswerPerLink).toBe(true);
    expect(differsFrom(on, EMPTY_DRAFT)).toBe(true);
    expect(differsFrom({ ...EMPTY_DRAFT, oneAnswerPerLink: false }, EMPTY_DRAFT)).toBe(false);
    expect(duplicateDraft(on).oneAnswerPerLink).toBe(true);
  });
});

describe('withPending', () => {
  const a: SurveyField = { id: 'a', type: 'text', label: 'A', required: false, order: 0 };
  const b: SurveyField = { id: 'b', type: 'text', label: 'B', required: false, order: 1 };
  const draft: SurveyDraft = { ...EMPTY_DRAFT, title: 'T', fields: [a, b] };

  it('applies the open card over its question, keeping its place', () => {
    const next = withPending(draft, { ...b, label: 'B2', required: true, order: 7 });
    expect(next.fields).toEqual([a, { ...b, label: 'B2', required: true, order: 1 }]);
    expect(next.title).toBe('T');
    expect(draft.fields[1]!.label).toBe('B');
  });

  it('changes nothing without a pending card, or for a question no longer there', () => {
    expect(withPending(draft, null)).toBe(draft);
    expect(withPending(draft, { ...a, id: 'gone', label: 'X' })).toBe(draft);
  });
});
