import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { SurveyField, SurveyResponse } from '../../model/types';
import { resultsStrings } from '../../results-strings';
import { ResponseDetailModal } from './response-detail-modal';

const fields: SurveyField[] = [
  {
    id: 'src',
    type: 'select',
    label: 'きっかけ',
    required: false,
    order: 0,
    options: [{ id: 'o', label: 'SNS', value: 'sns' }],
  },
  { id: 'memo', type: 'textarea', label: 'メモ', required: false, order: 1 },
];
const response: SurveyResponse = {
  id: 'r1',
  surveyId: 's',
  answers: { src: 'sns' },
  submittedAt: new Date('2026-03-04T05:06:00Z'),
  source: 'responses',
};

test('shows every answer by its option label, in a scroll region the keyboard can reach', () => {
  render(<ResponseDetailModal fields={fields} response={response} onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: resultsStrings.detailTitle });
  const region = within(dialog).getByRole('region', { name: resultsStrings.allAnswers });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(within(region).getByText('SNS')).toBeInTheDocument();
  expect(within(region).queryByText('sns')).toBeNull();
  expect(within(region).getByText(resultsStrings.noAnswer)).toBeInTheDocument();
});

test('a question its 表示条件 hid from this respondent says so, apart from one left unanswered', () => {
  const ruled: SurveyField = {
    id: 'why',
    type: 'text',
    label: 'SNSを見た理由',
    required: false,
    order: 2,
    showIf: {
      match: 'all',
      conditions: [{ source: { kind: 'field', fieldId: 'src' }, op: 'is', values: ['o'] }],
    },
  };
  const { rerender } = render(
    <ResponseDetailModal
      fields={[...fields, ruled]}
      response={{ ...response, answers: {} }}
      onClose={() => undefined}
    />,
  );
  expect(screen.getByText(resultsStrings.hiddenByRule)).toBeInTheDocument();
  rerender(
    <ResponseDetailModal
      fields={[...fields, ruled]}
      response={response}
      onClose={() => undefined}
    />,
  );
  expect(screen.queryByText(resultsStrings.hiddenByRule)).toBeNull();
});
