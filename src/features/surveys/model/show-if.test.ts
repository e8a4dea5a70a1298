import { describe, expect, test } from 'vitest';
import { aggregateAnswers, addResponse, emptyStats } from './aggregate-answers';
import { hiddenAnswers } from './response-acceptance';
import { parseSurvey } from './parse-survey';
import { duplicateDraft } from './survey-draft';
import { storedLinkValues } from '@/contracts/link-values';
import { linkValuesOfRow } from '@/contracts/survey-link-values';
import { linkKeysOf, parseShowIf } from './show-if-stored';
import {
  answersToSend,
  operatorsFor,
  showIfProblem,
  visibleFieldIds,
  type ShowIf,
  type ShowIfField,
} from './show-if';

const usage: ShowIfField = {
  id: 'usage',
  type: 'radio',
  options: [
    { id: 'o-use', value: '利用中' },
    { id: 'o-plan', value: '検討中' },
  ],
};
const rule = (showIf: ShowIf) => showIf;
const onlyWhenUsing = rule({
  match: 'all',
  conditions: [{ source: { kind: 'field', fieldId: 'usage' }, op: 'is', values: ['o-use'] }],
});
const reason: ShowIfField = { id: 'reason', type: 'textarea', showIf: onlyWhenUsing };
const shown = (fields: ShowIfField[], answers = {}, link = {}) => [
  ...visibleFieldIds(fields, answers, link),
];

describe('visible questions', () => {
  test('a question shows only while its condition holds; unanswered, it is hidden', () => {
    expect(shown([usage, reason], { usage: '利用中' })).toEqual(['usage', 'reason']);
    expect(shown([usage, reason], { usage: '検討中' })).toEqual(['usage']);
    expect(shown([usage, reason], {})).toEqual(['usage']);
  });

  test('choices are compared by option id, so a renamed option keeps the rule', () => {
    const renamed = { ...usage, options: [{ id: 'o-use', value: 'ご利用中' }, usage.options![1]!] };
    expect(shown([renamed, reason], { usage: 'ご利用中' })).toEqual(['usage', 'reason']);
  });

  test('every operator on its own kind of source', () => {
    const checkbox: ShowIfField = {
      id: 'tools',
      type: 'checkbox',
      options: [
        { id: 't-a', value: 'A' },
        { id: 't-b', value: 'B' },
      ],
    };
    const score: ShowIfField = { id: 'score', type: 'rating' };
    const when = (source: string, op: string, extra: object): ShowIfField => ({
      id: 'q',
      type: 'text',
      showIf: {
        match: 'all',
        conditions: [{ source: { kind: 'field', fieldId: source }, op, ...extra } as never],
      },
    });
    const isShown = (fields: ShowIfField[], answers: object) =>
      visibleFieldIds(fields, answers as never).has('q');
    expect(
      isShown([usage, when('usage', 'isNot', { values: ['o-use'] })], { usage: '検討中' }),
    ).toBe(true);
    expect(isShown([usage, when('usage', 'isNot', { values: ['o-use'] })], {})).toBe(true);
    expect(
      isShown([usage, when('usage', 'isAnyOf', { values: ['o-use', 'o-plan'] })], {
        usage: '検討中',
      }),
    ).toBe(true);
    expect(
      isShown([checkbox, when('tools', 'includes', { values: ['t-b'] })], { tools: ['A', 'B'] }),
    ).toBe(true);
    expect(
      isShown([checkbox, when('tools', 'includes', { values: ['t-b'] })], { tools: ['A'] }),
    ).toBe(false);
    expect(
      isShown([checkbox, when('tools', 'excludes', { values: ['t-b'] })], { tools: ['A'] }),
    ).toBe(true);
    expect(isShown([score, when('score', 'atLeast', { number: 4 })], { score: 4 })).toBe(true);
    expect(isShown([score, when('score', 'atLeast', { number: 4 })], { score: 3 })).toBe(false);
    expect(isShown([score, when('score', 'atMost', { number: 2 })], { score: '2' })).toBe(true);
    expect(isShown([score, when('score', 'equals', { number: 5 })], { score: 5 })).toBe(true);
    expect(isShown([score, when('score', 'answered', {})], { score: 1 })).toBe(true);
    expect(isShown([score, when('score', 'notAnswered', {})], { score: 1 })).toBe(false);
    expect(isShown([score, when('score', 'notAnswered', {})], {})).toBe(true);
  });

  test('all or any of several conditions; the link’s customer values', () => {
    const fromLink = (match: 'all' | 'any'): ShowIfField => ({
      id: 'q',
      type: 'text',
      showIf: {
        match,
        conditions: [
          { source: { kind: 'link', key: 'progress' }, op: 'is', values: ['商談中'] },
          { source: { kind: 'field', fieldId: 'usage' }, op: 'is', values: ['o-use'] },
        ],
      },
    });
    const link = { progress: '商談中' };
    expect(shown([usage, fromLink('all')], { usage: '検討中' }, link)).toEqual(['usage']);
    expect(shown([usage, fromLink('any')], { usage: '検討中' }, link)).toEqual(['usage', 'q']);
    expect(shown([usage, fromLink('any')], { usage: '検討中' }, {})).toEqual(['usage']);
  });

  test('a question hidden by its rule counts as unanswered for the rules after it', () => {
    const detail: ShowIfField = {
      id: 'detail',
      type: 'text',
      showIf: {
        match: 'all',
        conditions: [{ source: { kind: 'field', fieldId: 'reason' }, op: 'answered' }],
      },
    };
    expect(shown([usage, reason, detail], { usage: '検討中', reason: '前に入力' })).toEqual([
      'usage',
    ]);
    expect(answersToSend([usage, reason, detail], { usage: '検討中', reason: '前に入力' })).toEqual(
      {
        usage: '検討中',
      },
    );
  });
});

describe('broken rules show their question to everyone', () => {
  test.each([
    ['its question deleted', [reason], 0, 'missingSource'],
    ['its question moved below', [reason, usage], 0, 'sourceNotEarlier'],
    [
      'its option deleted',
      [{ ...usage, options: [usage.options![1]!] }, reason],
      1,
      'missingOption',
    ],
    [
      'an operator its question does not take',
      [
        usage,
        {
          ...reason,
          showIf: {
            match: 'all',
            conditions: [{ source: { kind: 'field', fieldId: 'usage' }, op: 'atLeast', number: 1 }],
          },
        },
      ],
      1,
      'badOperator',
    ],
  ] as const)('%s', (_, fields, index, problem) => {
    expect(showIfProblem(fields as readonly ShowIfField[], index)).toBe(problem);
    expect(visibleFieldIds(fields as readonly ShowIfField[], {}).has('reason')).toBe(true);
  });

  test('a sound rule has no problem; a question without one neither', () => {
    expect(showIfProblem([usage, reason], 1)).toBeNull();
    expect(showIfProblem([usage, reason], 0)).toBeNull();
  });

  test('the operators each kind of source offers', () => {
    expect(operatorsFor('choice')).toEqual(['is', 'isNot', 'isAnyOf', 'answered', 'notAnswered']);
    expect(operatorsFor('choices')).toEqual(['includes', 'excludes', 'answered', 'notAnswered']);
    expect(operatorsFor('rating')).toEqual([
      'atLeast',
      'atMost',
      'equals',
      'answered',
      'notAnswered',
    ]);
    expect(operatorsFor('text')).toEqual(['answered', 'notAnswered']);
  });
});

describe('stored rules', () => {
  test('a stored rule is read back; what cannot be read stays as a broken condition', () => {
    expect(parseShowIf(onlyWhenUsing)).toEqual(onlyWhenUsing);
    expect(parseShowIf({ conditions: [] })).toBeUndefined();
    expect(parseShowIf('x')).toBeUndefined();
    const read = parseShowIf({ match: 'odd', conditions: [{ source: 7, op: 'sometimes' }] })!;
    expect(read.match).toBe('all');
    const fields = [usage, { ...reason, showIf: read }];
    expect(showIfProblem(fields, 1)).toBe('missingSource');
    expect(visibleFieldIds(fields, {}).has('reason')).toBe(true);
  });

  test('a survey keeps its rules through parseSurvey, and a copy follows the new ids', () => {
    const survey = parseSurvey('s', {
      fields: [
        {
          ...usage,
          label: 'ご利用状況',
          options: [{ id: 'o-use', label: '利用中', value: '利用中' }],
        },
        { ...reason, label: '理由' },
      ],
    });
    expect(survey.fields[1]!.showIf).toEqual(onlyWhenUsing);
    let n = 0;
    const copy = duplicateDraft(
      { title: 't', description: '', thankYouMessage: '', fields: survey.fields },
      () => `new-${(n += 1)}`,
    );
    const [source, shownIf] = copy.fields;
    expect(shownIf!.showIf!.conditions[0]).toEqual({
      source: { kind: 'field', fieldId: source!.id },
      op: 'is',
      values: [source!.options![0]!.id],
    });
    expect(showIfProblem(copy.fields, 1)).toBeNull();
  });

  test('link values: the keys rules read, a row gives only those, a stored document texts only', () => {
    const byProgress: ShowIfField = {
      id: 'q',
      type: 'text',
      showIf: {
        match: 'any',
        conditions: [
          { source: { kind: 'link', key: 'sa.progress' }, op: 'is', values: ['商談中'] },
          { source: { kind: 'link', key: 'ob.progress' }, op: 'is', values: ['納品済み'] },
        ],
      },
    };
    expect(linkKeysOf([usage, byProgress])).toEqual(['ob.progress', 'sa.progress']);
    expect(
      linkValuesOfRow('sa_list', { progress: '商談中', obAssignee: '佐藤', memo: 'x' }, [
        'sa.progress',
        'ob.progress',
      ]),
    ).toEqual({ 'sa.progress': '商談中' });
    expect(storedLinkValues({ surveyId: 's', values: { a: 'x', b: 3 } }, 's')).toEqual({ a: 'x' });
    expect(storedLinkValues({ surveyId: 'other', values: { a: 'x' } }, 's')).toEqual({});
    expect(shown([byProgress], {}, { 'sa.progress': '商談中' })).toEqual(['q']);
    expect(shown([byProgress], {}, {})).toEqual([]);
  });
});

describe('the rule in the statistics and on the server', () => {
  const survey = { fields: [usage, reason] };

  test('shown counts those the question was shown to; an answer it was hidden from is not counted', () => {
    const stats = aggregateAnswers(survey.fields, [
      { usage: '利用中', reason: '便利' },
      { usage: '検討中', reason: '紛れ込んだ理由' },
      { usage: '検討中' },
    ]);
    expect(stats.fields.reason).toMatchObject({ shown: 1, answered: 1 });
    expect(stats.fields.usage!.shown).toBe(0);
    const folded = addResponse(emptyStats(), survey.fields, { usage: '利用中' });
    expect(folded.fields.reason).toMatchObject({ shown: 1, answered: 0 });
  });

  test('the server refuses an answer to a question that was hidden for the response', () => {
    expect(hiddenAnswers(survey, { usage: '検討中', reason: '理由' })).toEqual(['reason']);
    expect(hiddenAnswers(survey, { usage: '利用中', reason: '理由' })).toEqual([]);
    expect(hiddenAnswers(survey, { usage: '検討中', reason: '' })).toEqual([]);
  });
});
