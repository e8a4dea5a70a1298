import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { aggregateAnswers } from '../../model/aggregate-answers';
import { parseSurvey } from '../../model/parse-survey';
import { resultsStrings } from '../../results-strings';
import { chartRows } from '../../model/chart-rows';
import type { SurveyField } from '../../model/types';
import { QuestionAggregate } from './question-aggregate';

const [plan] = parseSurvey('s1', {
  fields: [
    {
      id: 'plan',
      type: 'checkbox',
      label: 'プラン',
      order: 0,
      options: [
        { id: 'a', label: 'ベーシック', value: 'basic' },
        { id: 'b', label: 'プロ', value: 'pro' },
      ],
    },
  ],
}).fields;

test('staff charts count the options like the public page and report the rest as one number', () => {
  const stats = aggregateAnswers(
    [plan!],
    [{ plan: ['basic', 'pro'] }, { plan: ['pro'] }, { plan: ['=HYPERLINK("x")'] }],
  ).fields.plan;
  expect(chartRows(plan!, stats)).toMatchObject([
    { label: 'ベーシック', count: 1, percent: 50 },
    { label: 'プロ', count: 2, percent: 100 },
  ]);
  render(<QuestionAggregate field={plan!} index={0} stats={stats} />);
  expect(screen.getByText(new RegExp(resultsStrings.otherAnswers(1)))).toBeInTheDocument();
  expect(screen.queryByText(/HYPERLINK/)).toBeNull();
});

const source: SurveyField = {
  id: 'source',
  type: 'select',
  label: 'きっかけ',
  required: false,
  order: 1,
  chartType: 'donut',
  options: [
    { id: 'o1', label: 'Web検索', value: 'web' },
    { id: 'o2', label: 'SNS', value: 'sns' },
    { id: 'o3', label: '知人の紹介', value: 'friend' },
  ],
};

test('a pie or donut has a legend with every option, and nothing focusable in the hidden chart', () => {
  const stats = aggregateAnswers([source], [{ source: 'web' }, { source: 'sns' }]).fields.source;
  render(<QuestionAggregate field={source} index={1} stats={stats} />);
  const chart = screen.getByTestId('question-chart');
  expect(chart).toHaveAttribute('data-chart', 'donut');
  expect(chart).toHaveAttribute('aria-hidden', 'true');
  // The legend, in option order (the colours of the table beside it follow the same order).
  expect(
    within(chart)
      .getAllByText(/^(Web検索|SNS|知人の紹介)$/)
      .map((item) => item.textContent),
  ).toEqual(['Web検索', 'SNS', '知人の紹介']);
  // Hidden from assistive technology, so nothing inside may take focus (axe: aria-hidden-focus).
  expect(within(chart).queryByRole('application', { hidden: true })).toBeNull();
  // eslint-disable-next-line testing-library/no-node-access -- tabindex has no Testing Library query
  expect(chart.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
});

test('a multi-select pie is drawn as bars and the page says what its percentages are of', () => {
  const features: SurveyField = { ...plan!, chartType: 'pie' };
  const stats = aggregateAnswers([features], [{ plan: ['basic', 'pro'] }, { plan: ['pro'] }]).fields
    .plan;
  render(<QuestionAggregate field={features} index={0} stats={stats} />);
  expect(
    screen.getByText(new RegExp(resultsStrings.multiSelectNote(2).replace(/[()（）%]/g, '.'))),
  ).toBeInTheDocument();
  expect(screen.getByText(new RegExp(resultsStrings.pieReplaced))).toBeInTheDocument();
  expect(screen.getByTestId('question-chart')).toHaveAttribute('data-chart', 'horizontalBar');
  // The table: share of respondents, 50% and 100% (more than 100 in total, as the note says).
  const table = screen.getByRole('list', { name: 'プラン' });
  expect(table).toHaveTextContent(resultsStrings.countLabel(1, '50.0'));
  expect(table).toHaveTextContent(resultsStrings.countLabel(2, '100.0'));
});

test('a single-choice question has no multi-select note', () => {
  render(<QuestionAggregate field={source} index={1} stats={undefined} />);
  expect(screen.queryByText(/複数選択/)).toBeNull();
});

test('a question with 表示条件 says how many were shown it and how many answered; % over answerers', () => {
  const [usage, reason] = parseSurvey('s2', {
    fields: [
      {
        id: 'usage',
        type: 'radio',
        label: 'ご利用状況',
        options: [
          { id: 'o-use', label: '利用中', value: '利用中' },
          { id: 'o-plan', label: '検討中', value: '検討中' },
        ],
      },
      {
        id: 'kind',
        type: 'radio',
        label: '利用形態',
        options: [
          { id: 'k-a', label: '社内', value: '社内' },
          { id: 'k-b', label: '社外', value: '社外' },
        ],
        showIf: {
          match: 'all',
          conditions: [
            { source: { kind: 'field', fieldId: 'usage' }, op: 'is', values: ['o-use'] },
          ],
        },
      },
    ],
  }).fields;
  const stats = aggregateAnswers(
    [usage!, reason!],
    [{ usage: '利用中', kind: '社内' }, { usage: '利用中' }, { usage: '検討中' }],
  );
  render(<QuestionAggregate field={reason!} index={1} stats={stats.fields.kind} />);
  expect(screen.getByText('表示 2人 / 回答 1人')).toBeInTheDocument();
  expect(screen.getByText(resultsStrings.countLabel(1, '100.0'))).toBeInTheDocument();
});
