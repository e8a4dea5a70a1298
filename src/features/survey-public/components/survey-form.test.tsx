import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSurvey } from '@/features/surveys';
import { DataError, type Backend } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { publicStrings } from '../strings';
import { SurveyForm } from './survey-form';

const survey = parseSurvey('s1', {
  title: 'ご意見アンケート',
  status: 'published',
  fields: [
    { id: 'name', type: 'text', label: 'お名前', required: true, order: 0 },
    { id: 'note', type: 'textarea', label: 'ご意見', required: false, order: 1 },
  ],
});

let local: Backend;
beforeEach(async () => {
  local = await freshLocalBackend('public-form');
});
afterEach(() => vi.restoreAllMocks());

const submitButton = () => screen.getByRole('button', { name: /送信/ });

describe('public survey form', () => {
  it('the required error appears on submit and clears on the next change', async () => {
    const user = userEvent.setup();
    render(<SurveyForm survey={survey} onSubmitted={() => {}} />);
    await user.click(submitButton());
    expect(screen.getByText(publicStrings.errors.requiredMissing)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /お名前/ }), '山田');
    expect(screen.queryByText(publicStrings.errors.requiredMissing)).toBeNull();
  });

  it('two fast submits store one response; the button reads 送信中... meanwhile', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const add = local.data.add.bind(local.data);
    const adds = vi.spyOn(local.data, 'add').mockImplementation(async (c, d) => {
      await gate;
      return add(c, d);
    });
    const onSubmitted = vi.fn();
    render(<SurveyForm survey={survey} onSubmitted={onSubmitted} />);
    await user.type(screen.getByRole('textbox', { name: /お名前/ }), '山田');

    const form = (submitButton() as HTMLButtonElement).form!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: publicStrings.submitting })).toBeDisabled();
    release();
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(adds).toHaveBeenCalledTimes(1);
    const stored = await local.data.query('responses');
    expect(stored.map((d) => d.data.answers)).toEqual([{ name: '山田' }]);
  });

  it('a failed submission says so and can be sent again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(local.data, 'add').mockRejectedValueOnce(new DataError('unavailable', 'offline'));
    const onSubmitted = vi.fn();
    render(<SurveyForm survey={survey} onSubmitted={onSubmitted} />);
    await user.type(screen.getByRole('textbox', { name: /お名前/ }), '山田');
    await user.click(submitButton());
    expect(await screen.findByText(publicStrings.errors.submitFailed)).toBeVisible();
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
  });
});
