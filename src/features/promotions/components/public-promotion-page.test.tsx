import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { DataError, setBackendForTests, type Backend, type DataStore } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { PublicRouter } from '@/lib/public-router';
import { PROMOTIONS } from '@/contracts/collections';
import { publicPromotionStrings as t } from '../public-strings';
import { PublicPromotionPage } from './public-promotion-page';
import { PROMOTION_SANDBOX } from './sandboxed-frame';

let local: Backend;

beforeEach(async () => {
  local = await freshLocalBackend('promo-public');
  const base = { html: '<h1>春</h1>', css: 'h1{color:red}', isArchived: false };
  await local.data.set(PROMOTIONS, 'live', { ...base, title: '春の案内', status: 'published' });
  await local.data.set(PROMOTIONS, 'draft', { ...base, title: '下書き', status: 'draft' });
  await local.data.set(PROMOTIONS, 'closed', { ...base, title: '終了', status: 'closed' });
  await local.data.set(PROMOTIONS, 'gone', {
    ...base,
    title: '削除済',
    status: 'published',
    isArchived: true,
  });
});

const load = () => Promise.resolve(PublicPromotionPage);
const routes = [
  { path: '/promotion/:promotionId', load },
  { path: '/:id', load },
];

function visit(path: string) {
  window.history.replaceState(null, '', path);
  render(<PublicRouter routes={routes} notFound={() => null} />);
}

test('a published promotion renders in a sandboxed frame with its CSS', async () => {
  visit('/promotion/live');
  const frame = await screen.findByTitle('春の案内');
  expect(frame).toHaveAttribute('sandbox', PROMOTION_SANDBOX);
  expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  expect(frame.getAttribute('srcdoc')).toContain(
    '<style>h1{color:red}</style></head><body><h1>春</h1>',
  );
  await waitFor(() => expect(document.title).toBe('春の案内'));
});

test('the promotion host path /{id} works too', async () => {
  visit('/live');
  expect(await screen.findByTitle('春の案内')).toBeInTheDocument();
});

test('a draft promotion shows the draft notice instead of the page', async () => {
  visit('/promotion/draft');
  expect(await screen.findByText(t.notice.draft)).toHaveAttribute('role', 'status');
  expect(screen.queryByTitle('下書き')).not.toBeInTheDocument();
});

test('a closed promotion shows the closed notice', async () => {
  visit('/promotion/closed');
  expect(await screen.findByText(t.notice.closed)).toHaveAttribute('role', 'status');
});

test('an unknown or archived id names the id', async () => {
  visit('/promotion/gone');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'プロモーションが見つかりませんでした (ID: gone)',
  );
});

test('a blank id is an invalid URL', async () => {
  visit('/promotion/%20');
  expect(await screen.findByRole('alert')).toHaveTextContent('無効なプロモーションURLです');
});

test('a failed read shows the reason', async () => {
  const failing: DataStore = Object.assign(Object.create(local.data) as DataStore, {
    get: () => Promise.reject(new DataError('unavailable', 'ネットワークに接続できません')),
  });
  setBackendForTests({ ...local, data: failing });
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    visit('/promotion/live');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'プロモーションの読み込みに失敗しました: ネットワークに接続できません',
    );
  } finally {
    console.error = original;
  }
  expect(errors).toHaveLength(1);
});
