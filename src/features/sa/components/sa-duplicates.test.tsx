import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SA_LIST } from '@/contracts/collections';
import { SignedInForTests } from '@/features/auth';
import { ToastViewport } from '@/components/ui/toast';
import { saStrings as s } from '../strings';
import { freshSaBackend } from '../test-support';
import { SaPage } from './sa-page';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, value: 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, value: 1200 });
});

const WARNING = '同じ会社の可能性がある行があります';

async function pageWith(rows: Record<string, Record<string, unknown>>) {
  const local = await freshSaBackend();
  for (const [id, data] of Object.entries(rows))
    await local.data.set(SA_LIST, id, {
      serviceName: '',
      createdAt: new Date(Date.UTC(2026, 0, 1)),
      isFavorite: false,
      ...data,
    });
  render(
    <MemoryRouter>
      <SignedInForTests>
        <SaPage />
      </SignedInForTests>
      <ToastViewport />
    </MemoryRouter>,
  );
  await screen.findByRole('gridcell', { name: Object.values(rows)[0]!.clientName as string });
  return local;
}

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getAllByRole('button', { name: s.addNew })[0]!);
  return screen.getByRole('dialog', { name: s.addTitle });
}

test('adding a likely duplicate shows it first (name, 担当者, 進捗, link); それでも追加 adds', async () => {
  const local = await pageWith({
    a: { clientName: '株式会社テスト商事', obAssignee: '佐藤', progress: '商談中' },
    b: { clientName: '株式会社アオバ' },
  });
  const user = userEvent.setup();
  const dialog = await openAdd(user);
  await user.type(
    within(dialog).getByLabelText(new RegExp(`^${s.colClientName}`)),
    '(株)テスト商事',
  );
  // Shown as the name is typed; the first 追加 still stops at it.
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(WARNING);
  expect(within(dialog).queryByRole('button', { name: 'それでも追加' })).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: s.add }));

  const warning = within(dialog).getByRole('alert');
  expect(warning).toHaveTextContent(WARNING);
  const link = within(warning).getByRole('link', { name: '株式会社テスト商事' });
  expect(link).toHaveAttribute('href', '/sa/a');
  expect(warning).toHaveTextContent('担当者: 佐藤');
  expect(warning).toHaveTextContent('進捗: 商談中');
  expect(warning).toHaveTextContent('会社名が一致（表記ゆれ）');
  expect(warning).not.toHaveTextContent('株式会社アオバ');
  expect(await local.data.query(SA_LIST)).toHaveLength(2);

  await user.click(within(dialog).getByRole('button', { name: 'それでも追加' }));
  expect(await screen.findByRole('gridcell', { name: '(株)テスト商事' })).toBeInTheDocument();
  expect(await local.data.query(SA_LIST)).toHaveLength(3);
});

test('a name that matches nothing adds at once, without a warning', async () => {
  const local = await pageWith({ a: { clientName: '株式会社テスト商事' } });
  const user = userEvent.setup();
  const dialog = await openAdd(user);
  await user.type(
    within(dialog).getByLabelText(new RegExp(`^${s.colClientName}`)),
    '株式会社別会社',
  );
  await user.click(within(dialog).getByRole('button', { name: s.add }));
  expect(await screen.findByRole('gridcell', { name: '株式会社別会社' })).toBeInTheDocument();
  expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  expect(await local.data.query(SA_LIST)).toHaveLength(2);
});

test('the same phone number warns too, with its reason', async () => {
  await pageWith({ a: { clientName: '株式会社アオバ', phoneNumber: '03-1234-5678' } });
  const user = userEvent.setup();
  const dialog = await openAdd(user);
  await user.type(within(dialog).getByLabelText(new RegExp(`^${s.colClientName}`)), '青葉');
  await user.type(within(dialog).getByLabelText(s.colPhoneNumber), '0312345678');
  await user.click(within(dialog).getByRole('button', { name: s.add }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('電話番号が一致');
});

test('editing a client name into a likely duplicate names it under the editor; Enter still saves', async () => {
  const local = await pageWith({
    a: { clientName: '株式会社テスト商事' },
    b: { clientName: '株式会社アオバ' },
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('gridcell', { name: '株式会社アオバ' }));
  const input = screen.getByRole('textbox', { name: s.colClientName });
  await user.clear(input);
  await user.type(input, 'テスト商事（株）');
  expect(screen.getByRole('status')).toHaveTextContent(`${WARNING}: 株式会社テスト商事`);
  await user.keyboard('{Enter}');
  await screen.findByRole('gridcell', { name: 'テスト商事（株）' });
  expect((await local.data.get(SA_LIST, 'b'))?.data.clientName).toBe('テスト商事（株）');
});

test('its own name is no duplicate of itself', async () => {
  await pageWith({ a: { clientName: '株式会社テスト商事' } });
  const user = userEvent.setup();
  await user.click(screen.getByRole('gridcell', { name: '株式会社テスト商事' }));
  await user.type(screen.getByRole('textbox', { name: s.colClientName }), ' ');
  expect(screen.queryByText(new RegExp(WARNING))).not.toBeInTheDocument();
});
