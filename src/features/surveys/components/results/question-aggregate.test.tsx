import { render, screen } from '@testing-library/react';
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
  const { container } = render(<QuestionAggregate field={source} index={1} stats={stats} />);
  const legend = container.querySelector('.recharts-legend-wrapper');
  expect(legend).not.toBeNull();
  expect(
    [...legend!.querySelectorAll('.recharts-legend-item-text')].map((item) => item.textContent),
  ).toEqual(['Web検索', 'SNS', '知人の紹介']);
  const hidden = container.querySelector('[aria-hidden="true"]')!;
  expect(hidden.querySelector('.recharts-surface')).not.toBeNull();
  expect(hidden.querySelectorAll('[tabindex]:not([tabindex="-1"]), a, button, input')).toHaveLength(
    0,
  );
});

test('a multi-select pie is drawn as bars and the page says what its percentages are of', () => {
  const features: SurveyField = { ...plan!, chartType: 'pie' };
  const stats = aggregateAnswers([features], [{ plan: ['basic', 'pro'] }, { plan: ['pro'] }]).fields
    .plan;
  const { container } = render(<QuestionAggregate field={features} index={0} stats={stats} />);
  expect(
    screen.getByText(new RegExp(resultsStrings.multiSelectNote(2).replace(/[()（）%]/g, '.'))),
  ).toBeInTheDocument();
  expect(screen.getByText(new RegExp(resultsStrings.pieReplaced))).toBeInTheDocument();
  expect(container.querySelector('[data-chart="horizontalBar"]')).not.toBeNull();
  expect(container.querySelector('[data-chart="pie"]')).toBeNull();
  // The table: share of respondents, 50% and 100% (more than 100 in total, as the note says).
  const table = screen.getByRole('list', { name: 'プラン' });
  expect(table).toHaveTextContent(resultsStrings.countLabel(1, '50.0'));
  expect(table).toHaveTextContent(resultsStrings.countLabel(2, '100.0'));
});

test('a single-choice question has no multi-select note', () => {
  render(<QuestionAggregate field={source} index={1} stats={undefined} />);
  expect(screen.queryByText(/複数選択/)).toBeNull();
});
