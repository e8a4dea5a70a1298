import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { aggregateAnswers } from '../../model/aggregate-answers';
import { parseSurvey } from '../../model/parse-survey';
import { resultsStrings } from '../../results-strings';
import { chartRows } from '../../model/chart-rows';
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
