import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import { commonStrings } from '@/components/ui/strings';
import { differsFrom, EMPTY_DRAFT, type SurveyDraft } from '../model/survey-draft';
import type { SurveyField } from '../model/types';
import { surveyStrings as s } from '../strings';
import { SurveyForm, type SurveyFormProps } from './survey-form';

afterEach(() => localStorage.clear());

const question: SurveyField = {
  id: 'q1',
  type: 'text',
  label: 'お名前',
  required: false,
  order: 0,
};
const loaded: SurveyDraft = { ...EMPTY_DRAFT, title: '満足度調査', fields: [question] };

function renderEdit(overrides: Partial<SurveyFormProps> = {}) {
  const onSubmit = vi.fn<SurveyFormProps['onSubmit']>(() => Promise.resolve(true));
  const changed = (draft: SurveyDraft) => differsFrom(draft, loaded);
  const props: SurveyFormProps = {
    pageTitle: s.editTitle,
    initial: loaded,
    isDirty: changed,
    canSubmit: changed,
    cancelLabel: s.cancel,
    submitLabel: s.update,
    submittingLabel: s.updating,
    onSubmit,
    onCancel: () => {},
    onSaved: () => {},
    ...overrides,
  };
  const router = createMemoryRouter([
    { path: '/', element: <SurveyForm {...props} /> },
    { path: '/list', element: <p>一覧</p> },
  ]);
  render(<RouterProvider router={router} />);
  return { onSubmit, router };
}

const update = () => screen.getByRole('button', { name: s.update });

test('an open card counts as a change, and 更新 saves it without pressing the card’s 保存', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderEdit();
  expect(update()).toBeDisabled();
  await user.click(screen.getByRole('button', { name: s.editField('お名前') }));
  fireEvent.change(screen.getByLabelText(s.fieldLabel), { target: { value: '氏名' } });
  expect(update()).toBeEnabled();
  // Typed back to how it opened: nothing to save again.
  fireEvent.change(screen.getByLabelText(s.fieldLabel), { target: { value: 'お名前' } });
  expect(update()).toBeDisabled();

  fireEvent.change(screen.getByLabelText(s.fieldLabel), { target: { value: '氏名' } });
  await user.click(screen.getByLabelText(s.requiredLabel));
  await user.click(update());
  expect(onSubmit).toHaveBeenCalledOnce();
  const saved = onSubmit.mock.calls[0]![0];
  expect(saved.title).toBe('満足度調査');
  expect(saved.fields).toEqual([
    expect.objectContaining({ id: 'q1', label: '氏名', required: true }),
  ]);
});

test('the title and an open card are saved together', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderEdit();
  await user.click(screen.getByRole('button', { name: s.editField('お名前') }));
  fireEvent.change(screen.getByLabelText(s.fieldLabel), { target: { value: '氏名' } });
  fireEvent.change(screen.getByRole('textbox', { name: s.nameLabel }), {
    target: { value: '満足度調査 2' },
  });
  await user.click(update());
  const saved = onSubmit.mock.calls[0]![0];
  expect(saved.title).toBe('満足度調査 2');
  expect(saved.fields[0]!.label).toBe('氏名');
});

test('a cancelled card leaves nothing unsaved', async () => {
  const user = userEvent.setup();
  renderEdit();
  await user.click(screen.getByRole('button', { name: s.editField('お名前') }));
  fireEvent.change(screen.getByLabelText(s.fieldLabel), { target: { value: '氏名' } });
  expect(update()).toBeEnabled();
  const card = screen.getByTestId('field-editor');
  await user.click(within(card).getByRole('button', { name: s.cancel }));
  expect(update()).toBeDisabled();
});

test('the leave guard counts an open card’s changes', async () => {
  const user = userEvent.setup();
  const { router } = renderEdit();
  await user.click(screen.getByRole('button', { name: s.editField('お名前') }));
  fireEvent.change(screen.getByLabelText(s.fieldLabel), { target: { value: '氏名' } });
  await act(() => router.navigate('/list'));
  expect(
    await screen.findByRole('dialog', { name: commonStrings.unsavedTitle }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
});
