import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SignedInForTests } from '@/features/auth';
import { ToastViewport } from '@/components/ui/toast';
import { backend, setBackendForTests } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import { PROGRESS_FILTER_STORAGE_KEY } from '@/features/customers/model';
import { obList } from '../hooks/use-ob-list';
import { obStrings as s } from '../strings';
import { ObPage } from './ob-page';

// The board by 進捗 (?layout=board) on the real local backend: a card moved by keyboard writes
// 進捗 through the table's own write, and the board follows the store.
vi.setConfig({ testTimeout: 30_000 });

const rect = (left: number, top: number, width: number, height: number) =>
  ({
    x: left,
    y: top,
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    toJSON: () => ({}),
  }) as DOMRect;

// jsdom lays nothing out: the lanes are virtualised and the keyboard moves a card by the lanes'
// places. Each lane is 300 px to the right of the one before; a card sits in its lane.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, value: 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, value: 1200 });
  // A layout stub, not a query: it reads the DOM the way a browser's layout would.
  /* eslint-disable testing-library/no-node-access */
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const lane = this.closest('section[aria-label]');
    // Outside a lane: a card picked up from the first lane (the drag's own rect).
    if (!lane?.parentElement) return rect(8, 40, 272, 80);
    const left = [...lane.parentElement.children].indexOf(lane) * 300;
    return this === lane ? rect(left, 0, 288, 600) : rect(left + 8, 40, 272, 80);
  });
  /* eslint-enable testing-library/no-node-access */
});
afterAll(() => vi.restoreAllMocks());

const row = {
  slackNumber: '#1',
  plannedDeliveryDate: '',
  deliveryDate: '',
  surveyResponseDate: '',
  referralSource: '',
  productCategory: '',
  serviceName: '在庫管理',
  taskMemo: '',
  obAssignee: '山本',
};

async function openBoard(name: string) {
  localStorage.removeItem(PROGRESS_FILTER_STORAGE_KEY);
  obList.resetForTests();
  setBackendForTests(
    await createLocalBackend({ seed: 'empty', databaseName: `${name}-${Date.now()}` }),
  );
  const id = await backend().data.add('ob_list', {
    ...row,
    clientName: 'いろは商店',
    progress: '未着手',
    createdAt: new Date('2026-01-01'),
  });
  render(
    <MemoryRouter initialEntries={['/ob?layout=board']}>
      <SignedInForTests>
        <ObPage />
        <ToastViewport />
      </SignedInForTests>
    </MemoryRouter>,
  );
  const board = await screen.findByRole('region', { name: s.title });
  // The lanes are the option list's (they arrive on their own) and the rows' values.
  await within(board).findByRole('region', { name: /^進行中（/ });
  return { board, id, user: userEvent.setup() };
}

test('lanes are the 進捗 choices; a card moved by keyboard writes 進捗 and shows in its lane', async () => {
  const { board, id, user } = await openBoard('ob-board-move');
  const card = await within(board).findByRole('button', { name: 'いろは商店（未着手）' });
  const lane = (status: string) =>
    within(board).getByRole('region', { name: new RegExp(`^${status}（`) });
  expect(within(lane('未着手')).getByText('いろは商店')).toBeVisible();
  expect(
    within(board)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label')),
  ).toEqual(
    expect.arrayContaining([expect.stringMatching(/^進行中（/), expect.stringMatching(/^完了（/)]),
  );

  card.focus();
  await user.keyboard(' ');
  await user.keyboard('{ArrowRight}');
  await user.keyboard(' ');
  expect(await screen.findByText('いろは商店の進捗を「進行中」にしました')).toBeVisible();
  await waitFor(async () =>
    expect((await backend().data.get('ob_list', id))?.data.progress).toBe('進行中'),
  );
  expect(
    await within(lane('進行中')).findByRole('button', { name: 'いろは商店（進行中）' }),
  ).toBeVisible();
});

test('a move the store refuses is reported and the card stays where it was', async () => {
  const { board, user } = await openBoard('ob-board-refused');
  const card = await within(board).findByRole('button', { name: 'いろは商店（未着手）' });
  vi.spyOn(backend().data, 'update').mockRejectedValueOnce(new Error('offline'));
  card.focus();
  await user.keyboard(' ');
  await user.keyboard('{ArrowRight}');
  await user.keyboard(' ');
  expect(await screen.findByText(s.progressSaveFailed)).toBeVisible();
  expect(within(board).getByRole('button', { name: 'いろは商店（未着手）' })).toBeVisible();
});
