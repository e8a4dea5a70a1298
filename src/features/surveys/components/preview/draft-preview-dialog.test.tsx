import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackendForTests, type Backend } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import type { SurveyDraft } from '../../model/survey-draft';
import { surveyStrings as s } from '../../strings';
import { PublicSurveyForm } from '@/features/survey-public';
import type { Survey } from '../../model/types';
import { DraftPreviewDialog } from './draft-preview-dialog';
import { PreviewFormProvider } from './preview-form-slot';

const renderPublicForm = (survey: Survey) => (
  <PublicSurveyForm survey={survey} preview onSubmitted={() => {}} />
);

const draft: SurveyDraft = {
  title: '未保存のアンケート',
  description: 'まだ保存していない説明',
  thankYouMessage: '',
  fields: [{ id: 'q1', type: 'text', label: 'お名前', required: true, order: 0 }],
};

let n = 0;
let local: Backend;
beforeEach(async () => {
  n += 1;
  local = await createLocalBackend({ seed: 'empty', databaseName: `draft-preview-${n}` });
  setBackendForTests(local);
});

function Opener() {
  const [open, setOpen] = useState(false);
  // The app fills the slot with the public form (admin-app.tsx); so does this test.
  return (
    <PreviewFormProvider value={renderPublicForm}>
      <button type="button" onClick={() => setOpen(true)}>
        {s.preview}
      </button>
      <DraftPreviewDialog open={open} onOpenChange={setOpen} draft={draft} />
    </PreviewFormProvider>
  );
}

describe('DraftPreviewDialog', () => {
  it('shows the unsaved draft in the public form under the preview banner', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: s.preview }));
    const dialog = screen.getByRole('dialog', { name: s.previewBanner });
    expect(dialog).toHaveTextContent('未保存のアンケート');
    expect(dialog).toHaveTextContent('まだ保存していない説明');
    expect(dialog).toHaveTextContent('Question 1');
    expect(screen.getByRole('textbox', { name: /お名前/ })).toBeInTheDocument();
  });

  it('never sends: the submit button is disabled and a forced submit stores nothing', async () => {
    const user = userEvent.setup();
    const add = vi.spyOn(local.data, 'add');
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: s.preview }));
    await user.type(screen.getByRole('textbox', { name: /お名前/ }), '山田');
    const submit = screen.getByRole('button', { name: /送信/ });
    expect(submit).toBeDisabled();
    fireEvent.submit((submit as HTMLButtonElement).form!);
    // In a preview the submit handler returns before its first await: a send would have
    // started by now.
    expect(add).not.toHaveBeenCalled();
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: s.preview }));
    await user.click(screen.getByRole('button', { name: s.previewClose }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix restores focus to what had it before opening, one task after closing.
    await waitFor(() => expect(screen.getByRole('button', { name: s.preview })).toHaveFocus());
  });
});
