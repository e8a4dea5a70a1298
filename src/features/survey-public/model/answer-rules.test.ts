import type { SurveyField } from '@/features/surveys';
import {
  ANSWER_MAX_LENGTH,
  answerMaxLength,
  answerProblem,
  formProblems,
  isEmailAddress,
} from './answer-rules';

const field = (patch: Partial<SurveyField>): SurveyField => ({
  id: 'f',
  type: 'text',
  label: '質問',
  required: false,
  order: 0,
  ...patch,
});

describe('required answers', () => {
  test('a blank, a full-width-space-only answer or no checkbox is missing when required', () => {
    const required = field({ required: true });
    expect(answerProblem(required, undefined)).toEqual({ kind: 'required' });
    expect(answerProblem(required, '')).toEqual({ kind: 'required' });
    expect(answerProblem(required, '\u3000 ')).toEqual({ kind: 'required' });
    expect(answerProblem(field({ type: 'checkbox', required: true }), [])).toEqual({
      kind: 'required',
    });
  });

  test('an optional question may stay empty', () => {
    expect(answerProblem(field({}), undefined)).toBeNull();
    expect(answerProblem(field({ type: 'email' }), '')).toBeNull();
    expect(answerProblem(field({ type: 'number', minValue: 1 }), '')).toBeNull();
  });
});

describe('e-mail answers', () => {
  test.each(['taro@example.com', 'a.b+c@mail.example.co.jp', ' taro@example.com '])(
    '%s looks like an e-mail',
    (value) => {
      expect(isEmailAddress(value)).toBe(true);
      expect(answerProblem(field({ type: 'email' }), value)).toBeNull();
    },
  );

  test.each([
    'taro',
    'taro@',
    '@example.com',
    'taro@localhost',
    'taro@example..com',
    'ta ro@example.com',
    'taro＠example.com',
    'ｔａｒｏ@example.com',
    'taro@-example.com',
  ])('%s is refused', (value) => {
    expect(answerProblem(field({ type: 'email' }), value)).toEqual({ kind: 'email' });
  });
});

describe('number answers', () => {
  const users = field({ type: 'number', minValue: 1, maxValue: 1000 });

  test('the bounds themselves and numbers between them are accepted', () => {
    expect(answerProblem(users, '1')).toBeNull();
    expect(answerProblem(users, '1000')).toBeNull();
    expect(answerProblem(users, '42.5')).toBeNull();
  });

  test('numbers outside minValue / maxValue are refused with both bounds', () => {
    expect(answerProblem(users, '-11063')).toEqual({ kind: 'outOfRange', min: 1, max: 1000 });
    expect(answerProblem(users, '1001')).toEqual({ kind: 'outOfRange', min: 1, max: 1000 });
    expect(answerProblem(users, '0.5')).toEqual({ kind: 'outOfRange', min: 1, max: 1000 });
  });

  test('a single bound limits one side only', () => {
    const atLeast = field({ type: 'number', minValue: 0 });
    expect(answerProblem(atLeast, '-1')).toEqual({ kind: 'outOfRange', min: 0, max: undefined });
    expect(answerProblem(atLeast, '1e9')).toBeNull();
    const atMost = field({ type: 'number', maxValue: 10 });
    expect(answerProblem(atMost, '11')).toEqual({ kind: 'outOfRange', min: undefined, max: 10 });
    expect(answerProblem(atMost, '-5')).toBeNull();
  });

  test('without bounds any finite number counts; text that is no number is refused', () => {
    expect(answerProblem(field({ type: 'number' }), '-11063')).toBeNull();
    expect(answerProblem(field({ type: 'number' }), 'abc')).toEqual({ kind: 'notNumber' });
    expect(answerProblem(field({ type: 'number' }), '１２')).toEqual({ kind: 'notNumber' });
    expect(answerProblem(field({ type: 'number' }), 'Infinity')).toEqual({ kind: 'notNumber' });
  });
});

describe('length limits', () => {
  test('text, textarea and e-mail have limits; choices and dates do not', () => {
    expect(answerMaxLength({ type: 'text' })).toBe(ANSWER_MAX_LENGTH.text);
    expect(answerMaxLength({ type: 'textarea' })).toBe(ANSWER_MAX_LENGTH.textarea);
    expect(answerMaxLength({ type: 'email' })).toBe(ANSWER_MAX_LENGTH.email);
    expect(answerMaxLength({ type: 'radio' })).toBeNull();
    expect(answerMaxLength({ type: 'date' })).toBeNull();
  });

  test('an answer at the limit passes, one character more is refused', () => {
    const max = ANSWER_MAX_LENGTH.text;
    expect(answerProblem(field({}), 'あ'.repeat(max))).toBeNull();
    expect(answerProblem(field({}), 'あ'.repeat(max + 1))).toEqual({ kind: 'tooLong', max });
  });
});

test('formProblems lists refused answers in question order and skips good ones', () => {
  const fields = [
    field({ id: 'name', required: true }),
    field({ id: 'mail', type: 'email' }),
    field({ id: 'ok' }),
    field({ id: 'count', type: 'number', maxValue: 3 }),
  ];
  expect(formProblems(fields, { mail: 'x', ok: 'はい', count: '4' })).toEqual([
    ['name', { kind: 'required' }],
    ['mail', { kind: 'email' }],
    ['count', { kind: 'outOfRange', min: undefined, max: 3 }],
  ]);
  expect(formProblems(fields, { name: '山田', mail: 'a@b.jp', count: '3' })).toEqual([]);
});
