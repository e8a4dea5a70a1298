import { expect, test } from 'vitest';
import { responseLabel } from './response-label';
import type { SurveyField, SurveyResponse } from './types';

const fields: SurveyField[] = [
  { id: 'n', type: 'text', label: 'n', required: false, order: 0, useAsLabel: true },
  { id: 'c', type: 'text', label: 'c', required: false, order: 1, useAsLabel: true },
  { id: 'x', type: 'text', label: 'x', required: false, order: 2 },
];
const response = (answers: SurveyResponse['answers']): SurveyResponse => ({
  id: 'r',
  surveyId: 's',
  answers,
  submittedAt: null,
  source: 'responses',
});

test('joins label answers with " / " and skips others', () => {
  expect(responseLabel(fields, response({ n: '山田', c: '株式会社A', x: 'no' }))).toBe(
    '山田 / 株式会社A',
  );
});

test('truncates each label to 50 characters plus "..."', () => {
  const long = 'あ'.repeat(51);
  expect(responseLabel(fields, response({ n: long }))).toBe(`${'あ'.repeat(50)}...`);
  expect(responseLabel(fields, response({ n: 'あ'.repeat(50) }))).toBe('あ'.repeat(50));
});

test('"-" when no label answer', () => {
  expect(responseLabel(fields, response({ x: 'y', n: '  ' }))).toBe('-');
  expect(responseLabel([], response({}))).toBe('-');
});
