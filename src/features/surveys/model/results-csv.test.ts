import { expect, test } from 'vitest';
import { answerLabel, buildResultsCsv, csvFileName } from './results-csv';
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

test('answers and headers are neutralised in the file, numbers kept', () => {
  const fields = [field('a', 'text', '=見出し'), field('n', 'number', '点数')];
  const responses: SurveyResponse[] = [
    {
      id: 'r1',
      surveyId: 's',
      answers: { a: '=HYPERLINK("x")', n: -5 },
      submittedAt: null,
      source: 'responses',
    },
    {
      id: 'r2',
      surveyId: 's',
      answers: { a: ['@a', 'b'], n: '-1+1' },
      submittedAt: null,
      source: 'responses',
    },
  ];
  expect(buildResultsCsv(fields, responses).slice(1).split('\r\n')).toEqual([
    `"response date/time","'=見出し","点数"`,
    `"","'=HYPERLINK(""x"")","-5"`,
    `"","'@a, b","'-1+1"`,
    '',
  ]);
});

test('choices are exported by their option labels; a value no option has stays as stored', () => {
  const source: SurveyField = {
    ...field('s', 'select', '知ったきっかけ'),
    options: [
      { id: 'o1', label: 'SNS', value: 'sns' },
      { id: 'o2', label: 'Web検索', value: 'web検索' },
    ],
  };
  const features: SurveyField = {
    ...field('c', 'checkbox', '機能'),
    options: [
      { id: 'o1', label: 'レポート機能', value: 'report' },
      { id: 'o2', label: '=チャット', value: 'chat' },
    ],
  };
  const responses: SurveyResponse[] = [
    {
      id: 'r1',
      surveyId: 's',
      answers: { s: 'sns', c: ['report', 'chat', '削除済み'] },
      submittedAt: null,
      source: 'responses',
    },
    { id: 'r2', surveyId: 's', answers: { s: '旧選択肢' }, submittedAt: null, source: 'responses' },
  ];
  expect(buildResultsCsv([source, features], responses).slice(1).split('\r\n')).toEqual([
    '"response date/time","知ったきっかけ","機能"',
    `"","SNS","レポート機能, =チャット, 削除済み"`,
    '"","旧選択肢",""',
    '',
  ]);
});

test('answerLabel: two options with one value show the first label; other types as stored', () => {
  const radio: SurveyField = {
    ...field('r', 'radio', 'r'),
    options: [
      { id: 'a', label: '最初', value: 'same' },
      { id: 'b', label: '二番目', value: 'same' },
    ],
  };
  expect(answerLabel(radio, 'same')).toBe('最初');
  expect(answerLabel(radio, null)).toBe('');
  expect(answerLabel(field('t', 'text', 't'), 'sns')).toBe('sns');
  expect(answerLabel(field('n', 'rating', 'n'), 4)).toBe('4');
});
