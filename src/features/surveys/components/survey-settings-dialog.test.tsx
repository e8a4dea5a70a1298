import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { DEFAULT_AI_PROVIDER } from '@/lib/ai-provider-env';
import { EMPTY_DRAFT } from '../model/survey-draft';
import { SurveySettingsDialog } from './survey-settings-dialog';

test('AI要約に回答を送信する is off for a new survey, names the provider and where, and turns on', async () => {
  const dispatch = vi.fn();
  render(
    <SurveySettingsDialog open onOpenChange={() => {}} draft={EMPTY_DRAFT} dispatch={dispatch} />,
  );
  const box = screen.getByRole('checkbox', { name: 'AI要約に回答を送信する' });
  expect(box).not.toBeChecked();
  const hint = screen.getByText(/AIサービス「OpenAI」/);
  expect(hint).toHaveTextContent(`処理される場所: ${DEFAULT_AI_PROVIDER.location}`);
  // The explanation is tied to the box for screen readers.
  expect(box).toHaveAccessibleDescription(/OpenAI.*米国.*［メール］/);
  await userEvent.click(box);
  expect(dispatch).toHaveBeenCalledWith({ type: 'setAiSummaryEnabled', on: true });
});
