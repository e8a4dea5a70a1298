import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, setBackendForTests, type Backend } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import { gtmMessages as m, gtmStrings as s } from '../strings';
import { GtmPage, gtmFileName } from './gtm-page';

/** The page inside a data router: its leave guard needs one. */
function mountAtGtm(page: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/gtm', element: page },
      { path: '/surveys', element: <p>surveys</p> },
    ],
    { initialEntries: ['/gtm'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let n = 0;
let local: Backend;
beforeEach(async () => {
  n += 1;
  local = await createLocalBackend({ seed: 'empty', databaseName: `gtm-${n}-${Date.now()}` });
  await local.data.set('dropdown_options', 'oemList', {
    options: [
      { id: 'b', label: 'ベータ', color: '#3B82F6', usageCount: 0, order: 1 },
      { id: 'a', label: 'アルファ', color: '#EF4444', usageCount: 0, order: 0 },
    ],
  });
  setBackendForTests(local);
});
afterEach(() => vi.restoreAllMocks());

async function fillTagSet(user: ReturnType<typeof userEvent.setup>, n: number) {
  await user.type(
    screen.getByRole('textbox', { name: `タグ名（タグセット ${n}）` }),
    `資料請求${n}`,
  );
  await user.type(screen.getByLabelText(`タグセット ${n} TOPページURL 1`), 'https://a.jp/');
  await user.type(screen.getByLabelText(`タグセット ${n} 入力ページURL 1`), 'https://a.jp/form');
  await user.type(
    screen.getByLabelText(`タグセット ${n} サンクスページURL 1`),
    'https://a.jp/thanks',
  );
}

describe('GTM page', () => {
  it('shows errors only once touched, or all of them when a button is pressed while invalid', async () => {
    const user = userEvent.setup();
    mountAtGtm(<GtmPage />);
    expect(screen.getByText(s.placeholderTitle)).toBeVisible();
    expect(screen.getByText(s.placeholderHint)).toBeVisible();
    expect(screen.queryByText(m.tagNameRequired)).toBeNull();

    const name = screen.getByRole('textbox', { name: 'タグ名（タグセット 1）' });
    await user.click(name);
    await user.tab();
    expect(screen.getByText(m.tagNameRequired)).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(m.topUrlRequired)).toBeNull();

    const download = screen.getByRole('button', { name: s.download });
    expect(download).toHaveAttribute('aria-disabled', 'true');
    await user.click(download);
    expect(screen.getByText(m.topUrlRequired)).toBeVisible();
    expect(screen.getByText(m.inputUrlRequired)).toBeVisible();
    expect(screen.getByText(m.thanksUrlRequired)).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('a valid form shows the JSON live; copy writes it and alerts the spec text', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn((text: string) => Promise.resolve(text.length));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mountAtGtm(<GtmPage />);
    await fillTagSet(user, 1);

    const json = await screen.findByTestId('gtm-json');
    expect(JSON.parse(json.textContent!).containerVersion.tag).toHaveLength(4);
    await user.type(screen.getByRole('textbox', { name: 'タグ名（タグセット 1）' }), 'X');
    expect(json.textContent).toContain('[BO]資料請求1X_view');

    await user.click(screen.getByRole('button', { name: s.copy }));
    expect(JSON.parse(writeText.mock.calls[0]![0]).exportFormatVersion).toBe(2);
    expect(alert).toHaveBeenCalledWith('JSONをクリップボードにコピーしました！');
  });

  it('tag sets and URL entries can be added and removed, never below one', async () => {
    const user = userEvent.setup();
    mountAtGtm(<GtmPage />);
    expect(screen.getByRole('button', { name: s.removeTagSet(1) })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: s.addTagSet }));
    expect(screen.getByRole('heading', { name: s.tagSet(2) })).toBeVisible();
    await user.click(screen.getByRole('button', { name: s.removeTagSet(1) }));
    expect(screen.queryByRole('heading', { name: s.tagSet(2) })).toBeNull();

    const remove = screen.getByRole('button', { name: 'タグセット 1 TOPページURL 1 を削除' });
    expect(remove).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'タグセット 1 TOPページURLを追加' }));
    expect(screen.getByLabelText('タグセット 1 TOPページURL 2')).toBeVisible();
    expect(remove).toBeEnabled();
  });

  it('OEM on: names from oemList in order, both fields required; CV/STOP none drops thanks', async () => {
    const user = userEvent.setup();
    mountAtGtm(<GtmPage />);
    await fillTagSet(user, 1);
    await user.click(screen.getByRole('radio', { name: s.oemOn }));
    const select = screen.getByRole('combobox', { name: s.oemName });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([s.oemNamePlaceholder, 'アルファ', 'ベータ']),
    );
    await user.click(screen.getByRole('button', { name: s.copy }));
    expect(screen.getByText(m.oemNameRequired)).toBeVisible();
    expect(screen.getByText(m.tagDomainRequired)).toBeVisible();
    await user.selectOptions(select, 'ベータ');
    await user.type(screen.getByRole('textbox', { name: s.tagDomain }), 'tags.beta.jp');
    expect((await screen.findByTestId('gtm-json')).textContent).toContain('[ベータ]資料請求1_cv');

    await user.click(screen.getByRole('radio', { name: s.cvStopModes.none }));
    expect(screen.queryByLabelText('タグセット 1 サンクスページURL 1')).toBeNull();
    expect(screen.getByTestId('gtm-json').textContent).not.toContain('_cv');
  });

  it('a delivery domain that is not a host name gets our message and no JSON', async () => {
    const user = userEvent.setup();
    mountAtGtm(<GtmPage />);
    expect(screen.getByText(s.importHint)).toBeVisible();
    await fillTagSet(user, 1);
    await user.click(screen.getByRole('radio', { name: s.oemOn }));
    const select = screen.getByRole('combobox', { name: s.oemName });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, 'ベータ');
    const domain = screen.getByRole('textbox', { name: s.tagDomain });
    await user.click(domain);
    await user.paste('tags.beta.jp"><script>alert(1)</script>');
    await user.tab();
    expect(screen.getByText(m.tagDomainInvalid)).toBeVisible();
    expect(domain).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('gtm-json')).toBeNull();
    await user.clear(domain);
    await user.paste('tags.beta.jp:8443');
    expect((await screen.findByTestId('gtm-json')).textContent).toContain(
      'https://tags.beta.jp:8443/view.js',
    );
  }, 15_000);

  it('a failed OEM list read is only logged; the form still works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(local.data, 'get').mockRejectedValue(new DataError('unavailable', 'offline'));
    mountAtGtm(<GtmPage />);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('textbox', { name: 'タグ名（タグセット 1）' })).toBeEnabled();
  });

  it('leaving with something entered asks first (the form is never stored)', async () => {
    const user = userEvent.setup();
    const router = mountAtGtm(<GtmPage />);
    await user.type(screen.getByRole('textbox', { name: 'タグ名（タグセット 1）' }), 'x');
    await act(() => router.navigate('/surveys'));
    expect(await screen.findByText('未保存の変更があります')).toBeVisible();
    expect(router.state.location.pathname).toBe('/gtm');
  });

  it('names the download with a Tokyo timestamp', () => {
    expect(gtmFileName(new Date('2026-11-22T09:05:00Z'))).toBe(
      'gtm-container-20261122-180500.json',
    );
  });
});
