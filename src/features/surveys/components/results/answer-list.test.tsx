import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { SurveyField, SurveyResponse } from '../../model/types';
import { resultsStrings } from '../../results-strings';
import { AnswerList } from './answer-list';

const field: SurveyField = {
  id: 'c',
  type: 'textarea',
  label: 'ご意見',
  required: false,
  order: 0,
};
const responses: SurveyResponse[] = Array.from({ length: 30 }, (_, i) => ({
  id: `r${i}`,
  surveyId: 's',
  // r0 is the oldest; every fifth answer is blank.
  answers: { c: i % 5 === 4 ? '　' : `意見${i}` },
  submittedAt: new Date(Date.UTC(2026, 0, 1 + i)),
  source: 'responses' as const,
}));

test('shows the newest 20 answers first, then all of them on request', async () => {
  render(<AnswerList field={field} responses={responses} />);
  const list = screen.getByRole('list', { name: resultsStrings.answerList('ご意見') });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(20);
  expect(items[0]).toHaveTextContent('意見28');
  expect(items[19]).toHaveTextContent('意見5');
  expect(screen.queryByText('意見0')).toBeNull();

  const more = screen.getByRole('button', { name: resultsStrings.showAllAnswers(24) });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(more);
  expect(within(list).getAllByRole('listitem')).toHaveLength(24);
  expect(screen.getByText('意見0')).toBeInTheDocument();
  // The whole list scrolls in a named region the keyboard can reach.
  expect(screen.getByRole('region', { name: resultsStrings.answerList('ご意見') })).toHaveAttribute(
    'tabindex',
    '0',
  );
  await userEvent.click(screen.getByRole('button', { name: resultsStrings.showFirstAnswers(20) }));
  expect(screen.queryByText('意見0')).toBeNull();
});

test('no button while everything fits; nothing at all without answers', () => {
  const { container, rerender } = render(
    <AnswerList field={field} responses={responses.slice(0, 3)} />,
  );
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  expect(screen.queryByRole('button')).toBeNull();
  rerender(<AnswerList field={field} responses={[]} />);
  expect(container).toBeEmptyDOMElement();
});
