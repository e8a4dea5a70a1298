import { fieldTypeLabels } from '../strings';
import { ANSWER_TRAITS, answerTraits, isChoiceAnswer } from './answer-traits';
import { BUILDER_TRAITS, FIELD_TYPES, isKnownFieldType, RESULTS_VIEWS } from './field-types';

describe('the field-type registry', () => {
  test.each(FIELD_TYPES)('%s declares its answer, builder and results capabilities', (type) => {
    expect(ANSWER_TRAITS[type]).toEqual({
      kind: expect.any(String),
      maxLength: expect.toSatisfy((v: unknown) => v === null || typeof v === 'number'),
      group: expect.any(Boolean),
    });
    expect(BUILDER_TRAITS[type]).toEqual({
      options: expect.any(Boolean),
      placeholder: expect.any(Boolean),
      aiSummary: expect.any(Boolean),
    });
    expect(['chart', 'list', 'summary']).toContain(RESULTS_VIEWS[type]);
  });

  test.each(FIELD_TYPES)('%s has a palette label', (type) => {
    expect(fieldTypeLabels[type].trim()).not.toBe('');
  });

  test('no record holds a type the palette does not offer', () => {
    for (const record of [ANSWER_TRAITS, BUILDER_TRAITS, RESULTS_VIEWS])
      expect(Object.keys(record).sort()).toEqual([...FIELD_TYPES].sort());
  });

  test('the traits agree with each other', () => {
    for (const type of FIELD_TYPES) {
      const { kind } = ANSWER_TRAITS[type];
      // Options to edit exactly when the answer is an option; choices and ratings are charted.
      expect(BUILDER_TRAITS[type].options, type).toBe(kind === 'choice' || kind === 'choices');
      if (kind === 'choice' || kind === 'choices' || kind === 'rating')
        expect(RESULTS_VIEWS[type], type).toBe('chart');
      // Free text is listed, capped, and may be summarised.
      if (BUILDER_TRAITS[type].aiSummary) {
        expect(kind, type).toBe('text');
        expect(RESULTS_VIEWS[type], type).toBe('list');
      }
      if (kind === 'text' || kind === 'email')
        expect(ANSWER_TRAITS[type].maxLength, type).not.toBeNull();
    }
  });

  test('unknown stored types have no traits', () => {
    expect(isKnownFieldType('x-unknown')).toBe(false);
    expect(answerTraits('x-unknown')).toBeNull();
    expect(answerTraits('toString')).toBeNull();
    expect(isChoiceAnswer('x-unknown')).toBe(false);
    expect(isChoiceAnswer('checkbox')).toBe(true);
    expect(isChoiceAnswer('rating')).toBe(false);
  });
});
