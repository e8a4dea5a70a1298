import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSurveyLogic, parseSurvey, type SurveyLogic } from '@/features/surveys';
import type { Backend } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { answerStrings } from '../answer-strings';
import { publicStrings } from '../strings';
import { SurveyForm } from './survey-form';

const onlyWhen = (fieldId: string, values: string[]) => ({
  match: 'all',
  conditions: [{ source: { kind: 'field', fieldId }, op: 'is', values }],
});
const survey = parseSurvey('s1', {
  title: '利用状況アンケート',
  status: 'published',
  fields: [
    {
      id: 'usage',
      type: 'radio',
      label: 'ご利用状況',
      required: true,
      options: [
        { id: 'o-use', label: '利用中', value: '利用中' },
        { id: 'o-plan', label: '検討中', value: '検討中' },
      ],
    },
    {
      id: 'purpose',
      type: 'text',
      label: '利用目的',
      required: true,
      showIf: onlyWhen('usage', ['o-use']),
    },
    {
      id: 'deal',
      type: 'text',
      label: '商談のご感想',
      required: false,
      showIf: {
        match: 'all',
        conditions: [
          { source: { kind: 'link', key: 'sa.progress' }, op: 'is', values: ['商談中'] },
        ],
      },
    },
  ],
});

let local: Backend;
let logic: SurveyLogic;
beforeEach(async () => {
  logic = await loadSurveyLogic();
  local = await freshLocalBackend('public-form-show-if');
});

const purpose = () => screen.queryByRole('textbox', { name: /利用目的/ });

describe('表示条件 on the public form', () => {
  it('a question shows only while its condition holds, is announced politely, and focus stays', async () => {
    const user = userEvent.setup();
    render(<SurveyForm survey={survey} logic={logic} onSubmitted={() => {}} />);
    expect(purpose()).toBeNull();
    const using = screen.getByRole('radio', { name: '利用中' });
    await user.click(using);
    expect(purpose()).toBeVisible();
    expect(screen.getByText('質問が追加されました: 利用目的')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(using).toHaveFocus();
    // Numbered as shown: the visitor never sees a gap.
    expect(screen.getByText('Question 2')).toBeInTheDocument();
  });

  it('検討中 sends without the hidden required question; a reason typed then hidden is not sent', async () => {
    const user = userEvent.setup();
    const onSubmitted = vi.fn();
    render(<SurveyForm survey={survey} logic={logic} onSubmitted={onSubmitted} />);
    await user.click(screen.getByRole('radio', { name: '利用中' }));
    await user.type(purpose()!, '社内の勉強会');
    await user.click(screen.getByRole('radio', { name: '検討中' }));
    expect(purpose()).toBeNull();
    // Shown again, what was typed is still there.
    await user.click(screen.getByRole('radio', { name: '利用中' }));
    expect(purpose()).toHaveValue('社内の勉強会');
    await user.click(screen.getByRole('radio', { name: '検討中' }));
    await user.click(screen.getByRole('button', { name: publicStrings.submit }));

    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    const stored = await local.data.query('responses');
    expect(stored.map((doc) => doc.data.answers)).toEqual([{ usage: '検討中' }]);
  });

  it('利用中 requires the question it brings in', async () => {
    const user = userEvent.setup();
    const onSubmitted = vi.fn();
    render(<SurveyForm survey={survey} logic={logic} onSubmitted={onSubmitted} />);
    await user.click(screen.getByRole('radio', { name: '利用中' }));
    await user.click(screen.getByRole('button', { name: publicStrings.submit }));
    expect(await screen.findByText(publicStrings.errors.requiredMissing)).toBeVisible();
    expect(screen.getByText(answerStrings.required)).toBeVisible();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("a question on the link's customer value shows only for that value", () => {
    const { unmount } = render(<SurveyForm survey={survey} logic={logic} onSubmitted={() => {}} />);
    expect(screen.queryByRole('textbox', { name: /商談のご感想/ })).toBeNull();
    unmount();
    render(
      <SurveyForm
        survey={survey}
        logic={logic}
        link={{ 'sa.progress': '商談中' }}
        onSubmitted={() => {}}
      />,
    );
    expect(screen.getByRole('textbox', { name: /商談のご感想/ })).toBeVisible();
  });
});
