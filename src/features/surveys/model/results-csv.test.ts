import { expect, test } from 'vitest';
import { buildResultsCsv, csvFileName } from './results-csv';
import type { SurveyField, SurveyResponse } from './types';

const field = (id: string, type: string, label: string): SurveyField => ({
  id,
  type,
  label,
  required: false,
  order: 0,
});

test('BOM, header order, every cell quoted, quotes doubled, arrays joined, CRLF', () => {
  const fields = [field('a', 'text', 'お名前'), field('b', 'checkbox', '機能 "主"')];
  const responses: SurveyResponse[] = [
    {
      id: 'r1',
      surveyId: 's',
      answers: { a: '山田 "太郎"', b: ['レポート', 'チャット'] },
      submittedAt: new Date('2026-03-04T05:06:00Z'),
      source: 'responses',
    },
    { id: 'r2', surveyId: 's', answers: { b: null }, submittedAt: null, source: 'surveyResponses' },
  ];
  const csv = buildResultsCsv(fields, responses);
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.slice(1).split('\r\n')).toEqual([
    '"response date/time","お名前","機能 ""主"""',
    '"2026/03/04 14:06","山田 ""太郎""","レポート, チャット"',
    '"","",""',
    '',
  ]);
});

test('file name', () => {
  expect(csvFileName('abc')).toBe('survey_abc_results.csv');
});
