import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SA_LIST } from '@/contracts/collections';
import { SignedInForTests } from '@/features/auth';
import { ToastViewport } from '@/components/ui/toast';
import { FunctionCallError, setBackendForTests, type Backend } from '@/lib/backend';
import { freshSaBackend } from '../test-support';
import { SaAddForm } from './sa-add-dialog';
import { SaDuplicatesPage } from './sa-page';

vi.setConfig({ testTimeout: 30_000 });

async function withRows(rows: Record<string, Record<string, unknown>>): Promise<Backend> {
  const local = await freshSaBackend();
  for (const [id, data] of Object.entries(rows))
    await local.data.set(SA_LIST, id, { isFavorite: false, ...data });
  return local;
}

function renderDuplicates() {
  render(
    <MemoryRouter>
      <SignedInForTests>
        <SaDuplicatesPage />
      </SignedInForTests>
      <ToastViewport />
    </MemoryRouter>,
  );
}

const OLDER = {
  clientName: '株式会社テスト商事',
  phoneNumber: '',
  progress: '商談中',
  createdAt: new Date('2026-01-01'),
};
const NEWER = {
  clientName: '(株)テスト商事',
  phoneNumber: '03-1111-2222',
  progress: '提案',
  createdAt: new Date('2026-03-01'),
};

test('the merge screen: both rows side by side, the older kept, filled and newer values first', async () => {
  const local = await withRows({ old: OLDER, new: NEWER });
  const user = userEvent.setup();
  renderDuplicates();
  const pair = await screen.findByRole('listitem', {
    name: '(株)テスト商事 と 株式会社テスト商事',
  });
  expect(pair).toHaveTextContent('会社名が一致（表記ゆれ）');
  await user.click(within(pair).getByRole('button', { name: /^統合/ }));

  const dialog = screen.getByRole('dialog', { name: '行を統合' });
  expect(within(dialog).getByRole('radio', { name: '株式会社テスト商事 を残す' })).toBeChecked();
  const phone = within(dialog).getByRole('radiogroup', { name: '電話番号に残す値' });
  expect(within(phone).getByRole('radio', { name: '03-1111-2222' })).toBeChecked();
  const progress = within(dialog).getByRole('radiogroup', { name: '進捗に残す値' });
  expect(within(progress).getByRole('radio', { name: '提案' })).toBeChecked();
  // The person keeps the older spelling and progress.
  const name = within(dialog).getByRole('radiogroup', { name: 'クライアント名に残す値' });
  await user.click(within(name).getByRole('radio', { name: '株式会社テスト商事' }));
  await user.click(within(progress).getByRole('radio', { name: '商談中' }));
  await user.click(within(dialog).getByRole('button', { name: '統合する' }));

  expect(await screen.findByText('統合しました')).toBeInTheDocument();
  expect((await local.data.get(SA_LIST, 'old'))?.data).toMatchObject({
    clientName: '株式会社テスト商事',
    phoneNumber: '03-1111-2222',
    progress: '商談中',
  });
  expect((await local.data.get(SA_LIST, 'new'))?.data.mergedInto).toBe('old');
  expect(await screen.findByText('重複の候補はありません')).toBeInTheDocument();
});

test('a row changed since the screen opened: the merge says so and stays open', async () => {
  const local = await withRows({ old: OLDER, new: NEWER });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  renderDuplicates();
  const pair = await screen.findByRole('listitem', { name: /テスト商事/ });
  await user.click(within(pair).getByRole('button', { name: /^統合/ }));
  await local.data.update(SA_LIST, 'new', { progress: '失注' });
  const dialog = screen.getByRole('dialog', { name: '行を統合' });
  await user.click(within(dialog).getByRole('button', { name: '統合する' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    '統合の画面を開いた後に行が変更されました',
  );
  expect((await local.data.get(SA_LIST, 'new'))?.data.mergedInto).toBeUndefined();
});

test('重複ではない takes the pair away for good, with 元に戻す', async () => {
  await withRows({ old: OLDER, new: NEWER });
  const user = userEvent.setup();
  renderDuplicates();
  const pair = await screen.findByRole('listitem', { name: /テスト商事/ });
  await user.click(within(pair).getByRole('button', { name: /^重複ではない/ }));
  expect(await screen.findByText('重複の候補はありません')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: '元に戻す' }));
  expect(await screen.findByRole('listitem', { name: /テスト商事/ })).toBeInTheDocument();
});

describe('法人番号から会社名と所在地を取得 in the add form', () => {
  async function openForm(call: (name: string, data: unknown) => Promise<unknown>) {
    const local = await freshSaBackend();
    setBackendForTests({ ...local, functions: { call } as Backend['functions'] });
    render(
      <MemoryRouter>
        <SignedInForTests>
          <SaAddForm onClose={() => {}} lists={{}} />
        </SignedInForTests>
      </MemoryRouter>,
    );
    return userEvent.setup();
  }

  test('a valid number offers the lookup; the registered name is shown beside a differing one', async () => {
    const call = vi.fn(async () => ({
      record: {
        corporateNumber: '6010001000001',
        name: '株式会社テスト商事',
        address: '東京都千代田区丸の内１丁目',
        closeDate: '2024-03-31',
        closeCause: '合併による解散等',
      },
      storedAt: null,
    }));
    const user = await openForm(call);
    expect(screen.queryByRole('button', { name: '法人番号から会社名と所在地を取得' })).toBeNull();
    await user.type(screen.getByLabelText(/^クライアント名/), 'テスト商事');
    await user.type(screen.getByLabelText('法人番号'), '6010001000001');
    await user.click(screen.getByRole('button', { name: '法人番号から会社名と所在地を取得' }));
    expect(call).toHaveBeenCalledWith('lookupCorporateNumber', {
      corporateNumber: '6010001000001',
    });
    const registry = screen.getByRole('region', { name: '登録情報の照会' });
    expect(registry).toHaveTextContent('東京都千代田区丸の内１丁目');
    expect(registry).toHaveTextContent('閉鎖日2024/03/31（合併による解散等）');
    expect(within(registry).getByRole('status')).toHaveTextContent(
      '登録名「株式会社テスト商事」は、クライアント名「テスト商事」と異なります',
    );
    await user.click(
      within(registry).getByRole('button', { name: 'クライアント名を登録名にする' }),
    );
    expect(screen.getByLabelText(/^クライアント名/)).toHaveValue('株式会社テスト商事');
    expect(within(registry).queryByRole('status')).toBeNull();
  });

  test('without an application id it explains how to get one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openForm(async () => {
      throw new FunctionCallError('failed-precondition', '法人番号の照会が設定されていません。', {
        reason: 'corporate-api-not-configured',
      });
    });
    await user.type(screen.getByLabelText('法人番号'), '6010001000001');
    await user.click(screen.getByRole('button', { name: '法人番号から会社名と所在地を取得' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('アプリケーションIDが発行されます');
  });
});
