import { expect, test } from 'vitest';
import {
  canReuseSummary,
  isSummarisable,
  summaryInputs,
  summaryRequest,
  SUMMARY_MAX_ANSWER_CHARS,
  SUMMARY_MAX_ANSWERS,
} from './ai-summary';
import type { SurveyField } from './types';

const base: SurveyField = { id: 'c', type: 'textarea', label: 'c', required: false, order: 0 };

test('only text and textarea with enableAiSummary are summarised', () => {
  expect(isSummarisable({ ...base, enableAiSummary: true })).toBe(true);
  expect(isSummarisable({ ...base, type: 'text', enableAiSummary: true })).toBe(true);
  expect(isSummarisable(base)).toBe(false);
  expect(isSummarisable({ ...base, type: 'radio', enableAiSummary: true })).toBe(false);
});

test('inputs are the non-empty text answers', () => {
  expect(summaryInputs(base, [{ c: ' a ' }, { c: '' }, { c: null }, {}, { c: 'b' }])).toEqual([
    'a',
    'b',
  ]);
});

test('a stored summary is reused only when its count equals the current count', () => {
  const stored = { summary: 's', responseCount: 2, updatedAt: null };
  expect(canReuseSummary(stored, 2)).toBe(true);
  expect(canReuseSummary(stored, 3)).toBe(false);
  expect(canReuseSummary(undefined, 0)).toBe(false);
  expect(canReuseSummary({ ...stored, summary: '' }, 2)).toBe(false);
});

test('the request holds the label, at most the first answers, each cut by characters, and the count', () => {
  const answers = Array.from({ length: SUMMARY_MAX_ANSWERS + 5 }, (_, i) => `回答${i}`);
  answers[0] = '😀'.repeat(SUMMARY_MAX_ANSWER_CHARS + 1);
  const request = summaryRequest({ ...base, label: 'ご意見' }, answers);
  expect(request.question).toBe('ご意見');
  expect(request.totalAnswers).toBe(SUMMARY_MAX_ANSWERS + 5);
  expect(request.answers).toHaveLength(SUMMARY_MAX_ANSWERS);
  expect(Array.from(request.answers[0]!)).toHaveLength(SUMMARY_MAX_ANSWER_CHARS);
  expect(request.answers[1]).toBe('回答1');
});
