import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSurvey } from '@/features/surveys';
import { DataError, type Backend } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { commonStrings } from '@/components/ui/strings';
import { ANSWER_MAX_LENGTH } from '../model/answer-rules';
import { answerStrings } from '../answer-strings';
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

  it('each missing required question is marked, described and the first one takes focus', async () => {
    const user = userEvent.setup();
    const form = parseSurvey('s2', {
      title: '必須アンケート',
      status: 'published',
      fields: [
        { id: 'memo', type: 'text', label: 'メモ', required: false, order: 0 },
        {
          id: 'plan',
          type: 'radio',
          label: 'プラン',
          required: true,
          order: 1,
          options: [
            { id: 'a', label: 'ベーシック', value: 'basic' },
            { id: 'b', label: 'プレミアム', value: 'premium' },
          ],
        },
        { id: 'name', type: 'text', label: 'お名前', required: true, order: 2 },
      ],
    });
    render(<SurveyForm survey={form} onSubmitted={() => {}} />);
    await user.click(submitButton());

    // The spec's banner stays.
    expect(screen.getByRole('alert')).toHaveTextContent(publicStrings.errors.requiredMissing);
    const name = screen.getByRole('textbox', { name: /お名前/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(answerStrings.required);
    const basic = screen.getByRole('radio', { name: 'ベーシック' });
    expect(basic).toHaveAttribute('aria-invalid', 'true');
    expect(basic).toHaveAccessibleDescription(answerStrings.required);
    expect(basic).toHaveFocus();
    // The optional question is not marked.
    expect(screen.getByRole('textbox', { name: 'メモ' })).not.toHaveAttribute('aria-invalid');

    // Answering one question clears its mark only.
    await user.click(basic);
    expect(basic).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, '山田');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAccessibleDescription();
  });

  it('a malformed e-mail and a number outside minValue / maxValue are not sent', async () => {
    const user = userEvent.setup();
    const form = parseSurvey('s3', {
      title: '形式アンケート',
      status: 'published',
      fields: [
        { id: 'mail', type: 'email', label: 'メール', required: false, order: 0 },
        {
          id: 'users',
          type: 'number',
          label: '利用人数',
          required: false,
          order: 1,
          minValue: 1,
          maxValue: 1000,
        },
      ],
    });
    const onSubmitted = vi.fn();
    render(<SurveyForm survey={form} onSubmitted={onSubmitted} />);
    const mail = screen.getByRole('textbox', { name: 'メール' });
    const users = screen.getByRole('spinbutton', { name: '利用人数' });
    await user.type(mail, 'taro@example');
    await user.type(users, '-11063');
    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent(publicStrings.errors.fixMarked);
    expect(mail).toHaveAccessibleDescription(answerStrings.email);
    expect(users).toHaveAccessibleDescription(answerStrings.between('1', '1,000'));
    expect(mail).toHaveFocus();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(await local.data.query('responses')).toEqual([]);

    await user.type(mail, '.com');
    expect(mail).not.toHaveAttribute('aria-invalid');
    await user.clear(users);
    await user.type(users, '42');
    await user.click(submitButton());
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    const stored = await local.data.query('responses');
    expect(stored.map((d) => d.data.answers)).toEqual([{ mail: 'taro@example.com', users: 42 }]);
  });

  it('long answers are capped and a counter appears near the limit', async () => {
    render(<SurveyForm survey={survey} onSubmitted={() => {}} />);
    const note = screen.getByRole('textbox', { name: 'ご意見' });
    const max = ANSWER_MAX_LENGTH.textarea;
    expect(note).toHaveAttribute('maxlength', String(max));
    fireEvent.change(note, { target: { value: 'あ'.repeat(max * 0.5) } });
    expect(note).not.toHaveAccessibleDescription();
    fireEvent.change(note, { target: { value: 'あ'.repeat(max - 10) } });
    expect(note).toHaveAccessibleDescription(commonStrings.remaining('10', '5,000'));
  });
});
