import { describe, expect, test } from 'vitest';
import { tokyoDay } from '@/lib/tokyo-time';
import { rowUpdateForAnswer } from './answer-landing';
import type { SurveyLink } from './survey-answer';
import { obLink, saLink } from './test-links';

// 2026-11-24 23:30 in Tokyo is still the 24th there, the 24th 14:30 in UTC.
const LATE_EVENING = new Date('2026-11-24T14:30:00Z');

describe('the row update', () => {
  test('the date is the calendar date in Tokyo', () => {
    expect(tokyoDay(LATE_EVENING)).toBe('2026-11-24');
    expect(tokyoDay(new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-25');
  });

  test('OB: the survey date, and the planned delivery 21 days later when it is empty', () => {
    expect(rowUpdateForAnswer(obLink, { plannedDeliveryDate: '' }, LATE_EVENING, 'r1')).toEqual({
      surveyResponseDate: '2026-11-24',
      plannedDeliveryDate: '2026-12-15',
      lastSurveyResponse: { surveyId: 's1', responseId: 'r1' },
    });
  });

  test('OB: a planned delivery date already set is left alone', () => {
    expect(
      rowUpdateForAnswer(obLink, { plannedDeliveryDate: '2027-01-10' }, LATE_EVENING, 'r1'),
    ).toEqual({
      surveyResponseDate: '2026-11-24',
      lastSurveyResponse: { surveyId: 's1', responseId: 'r1' },
    });
  });

  test('SA: the last contact date', () => {
    expect(rowUpdateForAnswer(saLink, {}, LATE_EVENING, 'r1')).toEqual({
      lastContactDate: '2026-11-24',
      lastSurveyResponse: { surveyId: 's1', responseId: 'r1' },
    });
  });

  test('the same response delivered again changes nothing', () => {
    const row = { lastSurveyResponse: { surveyId: 's1', responseId: 'r1' } };
    expect(rowUpdateForAnswer(saLink, row, LATE_EVENING, 'r1')).toBeNull();
    expect(rowUpdateForAnswer(saLink, row, LATE_EVENING, 'r2')).not.toBeNull();
  });

  test('a table whose schema marks no field only records the response', () => {
    const dealLink: SurveyLink = { ...saLink, table: 'deal_list' };
    expect(rowUpdateForAnswer(dealLink, {}, LATE_EVENING, 'r1')).toEqual({
      lastSurveyResponse: { surveyId: 's1', responseId: 'r1' },
    });
  });
});
