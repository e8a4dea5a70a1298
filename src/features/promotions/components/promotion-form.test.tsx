import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, expect, test, vi } from 'vitest';
import { differsFrom, EMPTY_DRAFT, hasContent } from '../model/promotion-draft';
import { promotionStrings as s } from '../strings';
import { PromotionForm, type PromotionFormProps } from './promotion-form';

// jsdom has no layout: CodeMirror's selection layer measures text ranges, so give it empty ones.
beforeAll(() => {
  const empty = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect ??= empty;
  Range.prototype.getClientRects ??= () =>
    Object.assign([], { item: () => null }) as unknown as DOMRectList;
});

function renderForm(overrides: Partial<PromotionFormProps> = {}, Form = PromotionForm) {
  const onSubmit = vi.fn<PromotionFormProps['onSubmit']>(() => Promise.resolve(true));
  const onSaved = vi.fn();
  const props: PromotionFormProps = {
    pageTitle: s.createTitle,
    initial: EMPTY_DRAFT,
    isDirty: hasContent,
    canSubmit: () => true,
    cancelLabel: s.cancel,
    submitLabel: s.create,
    submittingLabel: s.creating,
    onSubmit,
    onCancel: () => {},
    onSaved,
    ...overrides,
  };
  const router = createMemoryRouter([{ path: '/', element: <Form {...props} /> }]);
  render(<RouterProvider router={router} />);
  return { onSubmit, onSaved };
}

test('submitting empty shows both required messages, focuses the name and saves nothing', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm();
  const html = await screen.findByRole('textbox', { name: s.htmlLabel });
  await user.click(screen.getByRole('button', { name: s.create }));
  expect(screen.getByText(s.titleRequired)).toBeInTheDocument();
  expect(screen.getByText(s.htmlRequired)).toBeInTheDocument();
  const name = screen.getByRole('textbox', { name: s.nameLabel });
  expect(name).toHaveFocus();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(html).toHaveAttribute('aria-invalid', 'true');
  expect(html).toHaveAccessibleDescription(expect.stringContaining(s.htmlRequired));
  expect(onSubmit).not.toHaveBeenCalled();

  await user.type(name, '冬の案内');
  expect(screen.queryByText(s.titleRequired)).not.toBeInTheDocument();
  expect(screen.getByText(s.htmlRequired)).toBeInTheDocument();
});

test('a focus asked for while the code editor is still loading lands on it once it has loaded', async () => {
  const user = userEvent.setup();
  // A fresh copy of the form, whose lazy editor has not loaded yet (the other tests loaded it).
  vi.resetModules();
  const { PromotionForm: Fresh } = await import('./promotion-form');
  renderForm({ initial: { ...EMPTY_DRAFT, title: '冬の案内' } }, Fresh);
  // Pressed before the editor's chunk has arrived: only its loading placeholder is there.
  expect(screen.queryByRole('textbox', { name: s.htmlLabel })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: s.create }));
  const html = await screen.findByRole('textbox', { name: s.htmlLabel });
  await waitFor(() => expect(html).toHaveFocus());
  expect(html).toHaveAttribute('aria-invalid', 'true');
});

test('edit: update is enabled only while the form differs from the loaded values', async () => {
  const user = userEvent.setup();
  const loaded = { title: '冬の案内', html: '<h1>冬</h1>', css: '' };
  const { onSubmit, onSaved } = renderForm({
    initial: loaded,
    isDirty: (d) => differsFrom(d, loaded),
    canSubmit: (d) => differsFrom(d, loaded),
    submitLabel: s.update,
  });
  expect(await screen.findByRole('textbox', { name: s.htmlLabel })).toHaveTextContent(
    '<h1>冬</h1>',
  );
  const update = screen.getByRole('button', { name: s.update });
  expect(update).toBeDisabled();
  const name = screen.getByRole('textbox', { name: s.nameLabel });
  await user.type(name, '！');
  expect(update).toBeEnabled();
  await user.click(update);
  expect(onSubmit).toHaveBeenCalledWith({ ...loaded, title: '冬の案内！' }, null);
  await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
});

test('the code editors are labelled, keyboard-reachable text boxes', async () => {
  renderForm();
  const html = await screen.findByRole('textbox', { name: s.htmlLabel });
  const css = await screen.findByRole('textbox', { name: s.cssLabel });
  for (const editor of [html, css]) {
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAccessibleDescription(expect.stringContaining('Tabキー'));
  }
});
