import { render, screen, waitFor, within } from '@testing-library/react';
import { SignedInForTests } from '@/features/auth';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastViewport } from '@/components/ui/toast';
import { backend, setBackendForTests } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import { obList } from '../hooks/use-ob-list';
import { PROGRESS_FILTER_STORAGE_KEY } from '@/features/customers/model';
import { obStrings as s } from '../strings';
import { ObPage } from './ob-page';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, value: 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, value: 1200 });
});

const base = {
  plannedDeliveryDate: '',
  deliveryDate: '',
  surveyResponseDate: '',
  referralSource: '',
  productCategory: '',
  serviceName: '',
  progress: '',
  taskMemo: '',
  obAssignee: '',
};

let n = 0;
async function mount() {
  n += 1;
  localStorage.removeItem(PROGRESS_FILTER_STORAGE_KEY);
  obList.resetForTests();
  setBackendForTests(
    await createLocalBackend({ seed: 'empty', databaseName: `ob-page-${n}-${Date.now()}` }),
  );
  const data = backend().data;
  await data.add('ob_list', {
    ...base,
    slackNumber: '#2',
    clientName: 'いろは商店',
    taskMemo: '資料 https://docs.example.com/a',
    createdAt: new Date('2026-01-01'),
  });
  await data.add('ob_list', {
    ...base,
    slackNumber: '#10',
    clientName: 'あおば商事',
    productCategory: '新規',
    createdAt: new Date('2026-01-02'),
  });
  render(
    <MemoryRouter>
      <SignedInForTests>
        <ObPage />
        <ToastViewport />
      </SignedInForTests>
    </MemoryRouter>,
  );
  const grid = await screen.findByRole('grid', { name: s.gridLabel });
  await within(grid).findByText('いろは商店');
  return grid;
}

const clientOrder = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-row-id') && row.textContent)
    .map((text) => (text?.includes('あおば') ? 'あおば' : 'いろは'));

describe('ObPage', () => {
  it('shows the client name pinned first, then the spec headers in order, 未設定 and links', async () => {
    const grid = await mount();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // The standard view pins the client name at the left; the rest keeps the spec's order.
    expect(headers).toEqual([
      'クライアント名',
      'スラック番号',
      '納品予定日',
      '紹介元',
      '商材区分',
      'サービス名',
      '進捗',
      'OB担当',
      'タスク/メモ',
      'アンケート回答日',
      '納品日',
      '削除',
    ]);
    expect(within(grid).getAllByText('未設定').length).toBeGreaterThan(0);
    const link = within(grid).getByRole('link', { name: 'https://docs.example.com/a' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('sorts newest first, then by a clicked header, toggling on a second click', async () => {
    const user = userEvent.setup();
    const grid = await mount();
    expect(clientOrder(grid)).toEqual(['あおば', 'いろは']);
    const header = within(grid).getByRole('button', { name: 'スラック番号' });
    await user.click(header);
    expect(within(grid).getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'ascending');
    expect(clientOrder(grid)).toEqual(['いろは', 'あおば']);
    await user.click(header);
    expect(within(grid).getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'descending');
    expect(clientOrder(grid)).toEqual(['あおば', 'いろは']);
  });

  it('a select cell saves as soon as a value is chosen', async () => {
    const user = userEvent.setup();
    const grid = await mount();
    const row = within(grid)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('いろは'))!;
    const cell = within(row).getAllByRole('gridcell')[4]!;
    await user.click(cell);
    await user.selectOptions(within(grid).getByRole('combobox', { name: '商材区分' }), '追加/修正');
    await waitFor(async () => {
      const docs = await new Promise<{ data: Record<string, unknown> }[]>((resolve) => {
        const stop = backend().data.subscribe(
          'ob_list',
          {},
          (d) => {
            resolve(d);
            queueMicrotask(() => stop());
          },
          () => {},
        );
      });
      expect(docs.some((d) => d.data.productCategory === '追加/修正')).toBe(true);
    });
    expect(within(grid).queryByRole('combobox', { name: '商材区分' })).toBeNull();
  });

  it('add: both required fields, and a survey date fills the planned date 21 days later', async () => {
    const user = userEvent.setup();
    await mount();
    await user.click(screen.getByRole('button', { name: s.addNew }));
    const dialog = await screen.findByRole('dialog', { name: s.addTitle });
    await user.type(within(dialog).getByLabelText(/クライアント名/), '新しい会社');
    await user.click(within(dialog).getByRole('button', { name: s.add }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(s.requiredFields);
    expect(within(dialog).getByLabelText(/スラック番号/)).toHaveAttribute('placeholder', '#12345');
    const survey = within(dialog).getByLabelText('アンケート回答日');
    await user.type(survey, '2026-11-23');
    expect(within(dialog).getByLabelText('納品予定日')).toHaveValue('2026-12-14');
    await user.clear(survey);
    expect(within(dialog).getByLabelText('納品予定日')).toHaveValue('2026-12-14');
  });
});
