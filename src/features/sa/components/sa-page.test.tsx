import { render, screen, within } from '@testing-library/react';
import { SignedInForTests } from '@/features/auth';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastViewport } from '@/components/ui/toast';
import type { Backend } from '@/lib/backend';
import { SA_LIST } from '@/contracts/collections';
import { saStrings as s } from '../strings';
import { failWrites, freshSaBackend } from '../test-support';
import { SaPage } from './sa-page';

vi.setConfig({ testTimeout: 30_000 });

// jsdom has no layout: give the grid's scroll container a size so rows render.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, value: 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, value: 1200 });
});
afterEach(() => vi.restoreAllMocks());

function renderPage() {
  render(
    <MemoryRouter>
      <SignedInForTests>
        <SaPage />
      </SignedInForTests>
      <ToastViewport />
    </MemoryRouter>,
  );
}

async function seed(local: Backend, clients: string[]) {
  for (const [index, clientName] of clients.entries())
    await local.data.set(SA_LIST, `c${index}`, {
      clientName,
      serviceName: 'サービス',
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      isFavorite: false,
    });
}

test('loading, then the empty message with the add action', async () => {
  await freshSaBackend();
  renderPage();
  expect(screen.getByText(s.loading)).toBeInTheDocument();
  expect(await screen.findByText(s.empty)).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: s.addNew }).length).toBeGreaterThan(0);
});

test('add: the client name is required; the new customer is stored and listed', async () => {
  const local = await freshSaBackend();
  const user = userEvent.setup();
  renderPage();
  await screen.findByText(s.empty);
  await user.click(screen.getAllByRole('button', { name: s.addNew })[0]!);
  const dialog = screen.getByRole('dialog', { name: s.addTitle });
  await user.click(within(dialog).getByRole('button', { name: s.add }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(s.clientNameRequired);
  await user.type(
    within(dialog).getByLabelText(new RegExp(`^${s.colClientName}`)),
    '  株式会社テスト  ',
  );
  await user.selectOptions(within(dialog).getByLabelText(s.colPriority), 'C');
  await user.click(within(dialog).getByRole('button', { name: s.add }));
  expect(await screen.findByRole('gridcell', { name: '株式会社テスト' })).toBeInTheDocument();
  const [stored] = await local.data.query(SA_LIST);
  expect(stored?.data).toMatchObject({
    clientName: '株式会社テスト',
    priority: 'C',
    isFavorite: false,
    obAssignee: '',
  });
  expect(stored?.data.createdAt).toBeInstanceOf(Date);
});

test('write failures: add keeps the dialog open, a cell keeps its text, delete reports', async () => {
  const local = await freshSaBackend();
  await seed(local, ['株式会社アオバ']);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  renderPage();
  const cell = await screen.findByRole('gridcell', { name: '株式会社アオバ' });
  failWrites(local);

  await user.click(cell);
  const input = screen.getByRole('textbox', { name: s.colClientName });
  await user.clear(input);
  await user.type(input, '新しい名前{Enter}');
  expect(await screen.findByText(s.updateFailed)).toBeInTheDocument();
  expect(input).toHaveValue('新しい名前');
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('button', { name: s.deleteRow('株式会社アオバ') }));
  const confirm = screen.getByRole('dialog', { name: s.deleteTitle });
  expect(confirm).toHaveTextContent(s.deleteConfirm);
  await user.click(within(confirm).getByRole('button', { name: s.delete }));
  expect(await screen.findByText(s.deleteFailed)).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: s.cancel }));
  expect(screen.getByRole('gridcell', { name: '株式会社アオバ' })).toBeInTheDocument();

  await user.click(screen.getAllByRole('button', { name: s.addNew })[0]!);
  const dialog = screen.getByRole('dialog', { name: s.addTitle });
  await user.type(
    within(dialog).getByLabelText(new RegExp(`^${s.colClientName}`)),
    '追加できない会社',
  );
  await user.click(within(dialog).getByRole('button', { name: s.add }));
  expect(await screen.findByText(s.addFailed)).toBeInTheDocument();
  expect(within(dialog).getByLabelText(new RegExp(`^${s.colClientName}`))).toHaveValue(
    '追加できない会社',
  );
});

test('a no-match search offers clearing the filters', async () => {
  const local = await freshSaBackend();
  await seed(local, ['株式会社アオバ', '合同会社ひかり']);
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('gridcell', { name: '株式会社アオバ' });
  expect(screen.getByText(s.resultCount(2, 2))).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox'), 'ヒカリ');
  expect(await screen.findByText(s.resultCount(1, 2))).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox'), 'xyz');
  await user.click(await screen.findByRole('button', { name: s.clearFilters }));
  expect(await screen.findByText(s.resultCount(2, 2))).toBeInTheDocument();
});

test('閲覧のみ: no add, import, export or delete; a cell opens no editor and a key says why', async () => {
  const local = await freshSaBackend();
  await seed(local, ['株式会社アオバ']);
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <SignedInForTests as="viewer" canExport={false}>
        <SaPage />
      </SignedInForTests>
      <ToastViewport />
    </MemoryRouter>,
  );
  const cell = await screen.findByRole('gridcell', { name: '株式会社アオバ' });
  expect(screen.queryByRole('button', { name: s.addNew })).toBeNull();
  expect(screen.queryByRole('button', { name: s.csvImport })).toBeNull();
  expect(screen.queryByRole('button', { name: 'エクスポート' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^削除/ })).toBeNull();
  await user.click(cell);
  expect(screen.queryByRole('textbox')).toBeNull();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('閲覧のみの権限では編集できません')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
  const [stored] = await local.data.query(SA_LIST);
  expect(stored?.data.clientName).toBe('株式会社アオバ');
});

test('a メンバー without the export right edits but neither exports nor imports', async () => {
  const local = await freshSaBackend();
  await seed(local, ['株式会社アオバ']);
  render(
    <MemoryRouter>
      <SignedInForTests as="member" canExport={false}>
        <SaPage />
      </SignedInForTests>
    </MemoryRouter>,
  );
  await screen.findByRole('gridcell', { name: '株式会社アオバ' });
  expect(screen.getAllByRole('button', { name: s.addNew }).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: s.csvImport })).toBeNull();
  expect(screen.queryByRole('button', { name: 'エクスポート' })).toBeNull();
});
