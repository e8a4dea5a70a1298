import { expect, test } from 'vitest';
import { canReuseSummary, isSummarisable } from './ai-summary';
import type { SurveyField } from './types';

const base: SurveyField = { id: 'c', type: 'textarea', label: 'c', required: false, order: 0 };

test('only text and textarea with enableAiSummary are summarised', () => {
  expect(isSummarisable({ ...base, enableAiSummary: true })).toBe(true);
  expect(isSummarisable({ ...base, type: 'text', enableAiSummary: true })).toBe(true);
  expect(isSummarisable(base)).toBe(false);
  expect(isSummarisable({ ...base, type: 'radio', enableAiSummary: true })).toBe(false);
});

test('a stored summary is reused only when its count equals the current count', () => {
  const stored = { summary: 's', responseCount: 2, updatedAt: null };
  expect(canReuseSummary(stored, 2)).toBe(true);
  expect(canReuseSummary(stored, 3)).toBe(false);
  expect(canReuseSummary(undefined, 0)).toBe(false);
  expect(canReuseSummary({ ...stored, summary: '' }, 2)).toBe(false);
});
