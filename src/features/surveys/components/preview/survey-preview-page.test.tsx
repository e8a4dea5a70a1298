import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { setBackendForTests } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import { surveyStore } from '../../data/surveys';
import { surveyStrings as s } from '../../strings';
import { PublicSurveyForm } from '@/features/survey-public';
import type { Survey } from '../../model/types';
import { PreviewFormProvider } from './preview-form-slot';

const renderPublicForm = (survey: Survey) => (
  <PublicSurveyForm survey={survey} preview onSubmitted={() => {}} />
);
import { SurveyPreviewPage } from './survey-preview-page';

const staff = { uid: 'u1', name: '山田', email: 'y@example.com' };

let n = 0;
beforeEach(async () => {
  n += 1;
  setBackendForTests(
    await createLocalBackend({ seed: 'empty', databaseName: `survey-preview-${n}-${Date.now()}` }),
  );
});

function renderAt(id: string) {
  // The app fills the slot with the public form (admin-app.tsx); so does this test.
  render(
    <PreviewFormProvider value={renderPublicForm}>
      <MemoryRouter initialEntries={[`/surveys/${id}/preview`]}>
        <Routes>
          <Route path="/surveys/:surveyId/preview" element={<SurveyPreviewPage />} />
        </Routes>
      </MemoryRouter>
    </PreviewFormProvider>,
  );
}

describe('SurveyPreviewPage', () => {
  it('shows a stored draft as the public form would, with the banner and no submission', async () => {
    const id = await surveyStore.create(
      {
        title: '下書きのアンケート',
        description: '',
        thankYouMessage: '',
        fields: [{ id: 'q1', type: 'rating', label: '満足度', required: false, order: 0 }],
      },
      staff,
    );
    renderAt(id);
    expect(await screen.findByRole('heading', { name: '下書きのアンケート' })).toBeVisible();
    expect(screen.getByText(s.previewBanner)).toBeVisible();
    expect(screen.getByText('満足度')).toBeVisible();
    // A visitor would see 'このアンケートは現在準備中です' for a draft; staff see the form.
    expect(screen.queryByText('このアンケートは現在準備中です')).toBeNull();
    expect(screen.getByRole('button', { name: /送信/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: s.previewEdit })).toHaveAttribute(
      'href',
      `/surveys/${id}/edit`,
    );
  });

  it('an unknown id says the survey was not found', async () => {
    renderAt('missing');
    expect(await screen.findByText(s.notFound)).toBeVisible();
    expect(screen.getByRole('link', { name: s.previewBack })).toHaveAttribute('href', '/surveys');
  });
});
