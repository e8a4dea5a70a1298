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
