import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastViewport } from '@/components/ui/toast';
import type { Backend } from '@/lib/backend';
import { PALETTE } from '../model/palette';
import { dropdownStrings as s } from '../strings';
import { installFaults, freshBackend } from '../test-support';
import { DropdownManagementPage } from './dropdown-management-page';

afterEach(() => vi.restoreAllMocks());

function renderPage(tab = 'sa') {
  render(
    <MemoryRouter initialEntries={[`/dropdown-management?tab=${tab}`]}>
      <DropdownManagementPage />
      <ToastViewport />
    </MemoryRouter>,
  );
}

const storedLabels = async (local: Backend, key: string) =>
  ((await local.data.get('dropdown_options', key))?.data.options as { label: string }[]).map(
    (o) => o.label,
  );

async function listOf(title: string) {
  const region = await screen.findByRole('region', { name: title });
  await within(region).findAllByTestId('option-row');
  return region;
}

// Each test types and clicks through a whole screen backed by IndexedDB (every edit is a
// transaction); on 2 cores shared with other jobs that can pass the 5 s default.
describe('dropdown management screen', { timeout: 20_000 }, () => {
  it('shows the tabs and the lists of the chosen tab', async () => {
    await freshBackend();
    renderPage('ob');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'SA',
      'OB',
      '案件',
      'CS',
      'GTM',
    ]);
    expect(screen.getByRole('tab', { name: 'OB' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText(s.loading).length).toBeGreaterThan(0);
    for (const title of ['OB担当', '紹介元', '進捗']) await listOf(title);
  });

  it('adds a trimmed option, ignores blanks, and warns about duplicates', async () => {
    const local = await freshBackend();
    const user = userEvent.setup();
    renderPage();
    const owners = await listOf('社内担当者');
    const input = within(owners).getByRole('textbox', { name: s.addLabel('社内担当者') });
    await user.type(input, '　{Enter}');
    await user.clear(input);
    await user.type(input, '  伊藤 {Enter}');
    await waitFor(async () =>
      expect(await storedLabels(local, 'saAssignee')).toEqual(['山本', '佐藤', '田中', '伊藤']),
    );
    await user.type(input, '山本{Enter}');
    expect(await screen.findByText(s.duplicate('山本'))).toBeInTheDocument();
    expect(await storedLabels(local, 'saAssignee')).toHaveLength(4);
  });

  it('recolours with the keyboard inside the palette', async () => {
    const local = await freshBackend();
    const user = userEvent.setup();
    renderPage();
    const owners = await listOf('社内担当者');
    await user.click(within(owners).getByRole('button', { name: /^佐藤 の色を変更/ }));
    // Focus starts on the current colour (red, index 1); ArrowRight moves to emerald.
    expect(within(owners).getByRole('button', { name: 'レッド' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    const expected = PALETTE[2 + 5]!.hex;
    await waitFor(async () => {
      const stored = (await local.data.get('dropdown_options', 'saAssignee'))?.data.options as {
        label: string;
        color: string;
      }[];
      expect(stored.find((o) => o.label === '佐藤')?.color).toBe(expected);
    });
    expect(within(owners).getByRole('button', { name: /^佐藤 の色を変更/ })).toHaveFocus();
  });

  it('ignores a blank rename and cancels with Escape', async () => {
    const local = await freshBackend();
    const user = userEvent.setup();
    renderPage();
    const owners = await listOf('社内担当者');
    await user.click(within(owners).getByRole('button', { name: s.edit('田中') }));
    const box = within(owners).getByRole('textbox', { name: s.renameInput('田中') });
    await user.clear(box);
    await user.type(box, '   {Enter}');
    await user.click(within(owners).getByRole('button', { name: s.edit('田中') }));
    await user.keyboard('X{Escape}');
    expect(within(owners).getByText('田中')).toBeInTheDocument();
    expect(await storedLabels(local, 'saAssignee')).toEqual(['山本', '佐藤', '田中']);
  });

  it('on a read failure shows the defaults read-only, logs, and shows an error toast', async () => {
    const local = await freshBackend();
    installFaults(local, { reads: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    const owners = await listOf('社内担当者');
    expect(within(owners).getByText('山本')).toBeInTheDocument();
    expect(within(owners).getByRole('button', { name: s.add })).toBeDisabled();
    expect(within(owners).getByText(s.defaultsShown)).toBeInTheDocument();
    expect((await screen.findAllByText(s.loadFailed('offline'))).length).toBeGreaterThan(0);
    expect(logged).toHaveBeenCalled();
  });

  it('on a write failure logs, shows an error toast, and goes back to the stored list', async () => {
    const local = await freshBackend();
    const user = userEvent.setup();
    renderPage();
    const owners = await listOf('社内担当者');
    installFaults(local, { writes: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(within(owners).getByRole('button', { name: s.delete('山本') }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: s.deleteConfirm }),
    );
    expect(await screen.findByText(s.deleteFailed('offline'))).toBeInTheDocument();
    await waitFor(() => expect(within(owners).getByText('山本')).toBeInTheDocument());
    expect(logged).toHaveBeenCalled();
  });

  it('deleting a main category says how many sub-categories lose their parent', async () => {
    await freshBackend();
    const user = userEvent.setup();
    renderPage('cs');
    const mains = await listOf('メインジャンル');
    await listOf('サブジャンル');
    await user.click(within(mains).getByRole('button', { name: s.delete('開発') }));
    expect(
      within(screen.getByRole('dialog')).getByText(/「開発」を削除しますか？/),
    ).toHaveTextContent(s.deleteMessage('開発') + s.deleteOrphansWarning(3));
  });
});
