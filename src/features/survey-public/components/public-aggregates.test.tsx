import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { aggregateAnswers, parseStats, parseSurvey } from '@/features/surveys';
import { resultStrings } from '../result-strings';
import { PublicAggregates } from './public-aggregates';

const survey = parseSurvey('s1', {
  title: 'T',
  fields: [
    {
      id: 'plan',
      type: 'radio',
      label: 'プラン',
      order: 0,
      options: [
        { id: 'a', label: 'ベーシック', value: 'basic' },
        { id: 'b', label: 'プロ', value: 'pro' },
      ],
    },
    { id: 'score', type: 'rating', label: '満足度', order: 1 },
    { id: 'age', type: 'number', label: '年齢', order: 2 },
    {
      id: 'tools',
      type: 'checkbox',
      label: '使う機能',
      order: 3,
      options: [
        { id: 'r', label: 'レポート', value: 'report' },
        { id: 'c', label: 'チャット', value: 'chat' },
      ],
    },
  ],
});

test('visitors see the options and the 1-5 scale only, never forged answers', () => {
  const stats = aggregateAnswers(survey.fields, [
    { plan: 'basic', score: 4, age: 30 },
    { plan: '<b>買ってね</b> https://spam.example', score: 4.5, age: 1e308 },
    { plan: '__x__', score: 9, age: -1e308 },
  ]);
  render(<PublicAggregates fields={survey.fields} stats={stats} />);
  expect(screen.queryByText(/spam\.example/)).toBeNull();
  expect(screen.queryByText('__x__')).toBeNull();
  const plan = screen.getByRole('region', { name: /プラン/ });
  expect(within(plan).getByText(resultStrings.answeredCount(1))).toBeInTheDocument();
  expect(within(plan).getAllByRole('listitem')).toHaveLength(2);
  expect(within(plan).getByText(resultStrings.countSuffix(1, '100.0'))).toBeInTheDocument();
  const age = screen.getByRole('region', { name: /年齢/ });
  expect(within(age).getByText(/平均 30\.00/)).toBeInTheDocument();
  const score = screen.getByRole('region', { name: /満足度/ });
  expect(within(score).getAllByRole('listitem')).toHaveLength(5);
});

test('a statistics document written before version 2 still shows its option counts', () => {
  const legacy = parseStats({
    responseCount: 2,
    fields: {
      plan: { answered: 2, counts: { pro: 2, 'forged row': 5 }, numeric: { count: 0, sum: 0 } },
    },
  });
  render(<PublicAggregates fields={survey.fields} stats={legacy} />);
  const plan = screen.getByRole('region', { name: /プラン/ });
  expect(within(plan).getByText(resultStrings.countSuffix(2, '100.0'))).toBeInTheDocument();
  expect(screen.queryByText('forged row')).toBeNull();
});

test('a zero count draws no bar; a multi-select question says what its percentages are of', () => {
  const stats = aggregateAnswers(survey.fields, [
    { score: 5, tools: ['report', 'chat'] },
    { score: 5, tools: ['report'] },
  ]);
  render(<PublicAggregates fields={survey.fields} stats={stats} />);
  const score = screen.getByRole('region', { name: /満足度/ });
  const bars = within(score)
    .getAllByRole('listitem')
    .map((item) => within(item).queryByTestId('bar'));
  expect(bars.map((bar) => bar !== null)).toEqual([false, false, false, false, true]);
  const tools = screen.getByRole('region', { name: /使う機能/ });
  expect(within(tools).getByText(resultStrings.multiSelectNote(2))).toBeInTheDocument();
  expect(within(tools).getByText(resultStrings.countSuffix(2, '100.0'))).toBeInTheDocument();
  expect(within(tools).getByText(resultStrings.countSuffix(1, '50.0'))).toBeInTheDocument();
  expect(within(score).queryByText(/複数選択/)).toBeNull();
});
