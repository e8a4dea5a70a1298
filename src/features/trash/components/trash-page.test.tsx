import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastViewport } from '@/components/ui/toast';
import { SignedInForTests } from '@/features/auth';
import { setBackendForTests } from '@/lib/backend';
import { createLocalBackend, type LocalBackend } from '@/lib/backend/local/local-backend';
import { DEMO_ACCOUNT } from '@/lib/backend/local/seed';
import { moveToTrash } from '@/lib/trash/trash-client';
import { DAY_MS } from '@/lib/tokyo-time';
import { TrashPage } from './trash-page';

vi.setConfig({ testTimeout: 30_000 });

let n = 0;
let local: LocalBackend;
const ME = { uid: DEMO_ACCOUNT.uid };

beforeEach(async () => {
  local = await createLocalBackend({ seed: 'empty', databaseName: `trash-page-${(n += 1)}` });
  setBackendForTests(local);
  await local.data.set('sa_list', 'r1', { clientName: '株式会社ゴミ箱', progress: '商談中' });
  await local.data.set('promotions', 'p1', { title: '冬の案内', status: 'published' });
});

function renderPage(as: 'admin' | 'member' | 'viewer' = 'admin') {
  render(
    <MemoryRouter>
      <SignedInForTests uid={DEMO_ACCOUNT.uid} as={as}>
        <TrashPage />
      </SignedInForTests>
      <ToastViewport />
    </MemoryRouter>,
  );
}

test('a deleted row waits in the ゴミ箱 and 復元 puts it back as it was', async () => {
  await moveToTrash('sa_list', 'r1', ME);
  expect(await local.data.get('sa_list', 'r1')).toBeNull();
  const user = userEvent.setup();
  renderPage();
  const row = await screen.findByRole('row', { name: /株式会社ゴミ箱/ });
  expect(row).toHaveTextContent('SA');
  expect(row).toHaveTextContent('デモ管理者');
  await user.click(within(row).getByRole('button', { name: '復元' }));
  expect(await screen.findByText('「株式会社ゴミ箱」を復元しました')).toBeInTheDocument();
  expect((await local.data.get('sa_list', 'r1'))?.data).toMatchObject({
    clientName: '株式会社ゴミ箱',
    progress: '商談中',
  });
  expect(await screen.findByText('ゴミ箱は空です')).toBeInTheDocument();
});

test('a deleted promotion is archived (its page answers as closed) until 完全に削除', async () => {
  await moveToTrash('promotions', 'p1', ME);
  expect((await local.data.get('promotions', 'p1'))?.data.isArchived).toBe(true);
  const user = userEvent.setup();
  renderPage();
  const row = await screen.findByRole('row', { name: /冬の案内/ });
  await user.click(within(row).getByRole('button', { name: '完全に削除' }));
  const dialog = screen.getByRole('dialog', { name: '完全に削除' });
  await user.click(within(dialog).getByRole('button', { name: '完全に削除する' }));
  expect(await screen.findByText('ゴミ箱は空です')).toBeInTheDocument();
  expect(await local.data.get('promotions', 'p1')).toBeNull();
  const [entry] = await local.data.query('auditLog', {
    where: [{ field: 'action', value: 'purge' }],
  });
  expect(entry?.data).toMatchObject({ target: 'promotions', detail: 'promotions_p1' });
});

test('a メンバー restores but does not erase; 閲覧のみ only looks', async () => {
  await moveToTrash('sa_list', 'r1', ME);
  renderPage('member');
  const row = await screen.findByRole('row', { name: /株式会社ゴミ箱/ });
  expect(within(row).getByRole('button', { name: '復元' })).toBeEnabled();
  expect(within(row).queryByRole('button', { name: '完全に削除' })).toBeNull();
});

test('閲覧のみ sees what was deleted, with no button', async () => {
  await moveToTrash('sa_list', 'r1', ME);
  renderPage('viewer');
  const row = await screen.findByRole('row', { name: /株式会社ゴミ箱/ });
  expect(within(row).queryByRole('button')).toBeNull();
});

test('local mode erases what has waited its thirty days, and records it', async () => {
  await moveToTrash('sa_list', 'r1', ME);
  const { purgeDueLocally } = await import('@/lib/trash/trash-client');
  expect(await purgeDueLocally(local.data, new Date(Date.now() + 29 * DAY_MS))).toBe(0);
  expect(await purgeDueLocally(local.data, new Date(Date.now() + 31 * DAY_MS))).toBe(1);
  expect(await local.data.query('trash')).toEqual([]);
  const [entry] = await local.data.query('auditLog', {
    where: [{ field: 'action', value: 'purge' }],
  });
  expect(entry?.data).toMatchObject({ actorName: 'ゴミ箱の自動削除', detail: 'sa_list_r1' });
});
