import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { AsyncView } from './async-view';
import { EmptyState } from './states';
import { commonStrings } from './strings';

const list = (items: string[]) => <p>{items.join('、')}</p>;

test('loading is announced as a status', () => {
  render(
    <AsyncView state={{ status: 'loading' }} onRetry={() => {}}>
      {list}
    </AsyncView>,
  );
  expect(screen.getByRole('status')).toHaveTextContent(commonStrings.loading);
});

test('an error shows the message, the reason and a retry button that retries', async () => {
  const onRetry = vi.fn();
  render(
    <AsyncView
      state={{ status: 'error', error: new Error('ネットワークに接続できません') }}
      onRetry={onRetry}
      errorMessage="アンケートの読み込みに失敗しました"
    >
      {list}
    </AsyncView>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('アンケートの読み込みに失敗しました');
  expect(alert).toHaveTextContent('ネットワークに接続できません');
  await userEvent.click(screen.getByRole('button', { name: commonStrings.retry }));
  expect(onRetry).toHaveBeenCalledOnce();
});

test('empty data shows the empty state with its next action instead of the view', () => {
  render(
    <AsyncView
      state={{ status: 'success', data: [] as string[] }}
      onRetry={() => {}}
      isEmpty={(items) => items.length === 0}
      empty={<EmptyState title="まだありません" action={<button type="button">作成</button>} />}
    >
      {list}
    </AsyncView>,
  );
  expect(screen.getByText('まだありません')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '作成' })).toBeInTheDocument();
});

test('data renders through the children function', () => {
  render(
    <AsyncView
      state={{ status: 'success', data: ['顧客満足度', '新機能'] }}
      onRetry={() => {}}
      isEmpty={(items) => items.length === 0}
      empty={<EmptyState title="まだありません" />}
    >
      {list}
    </AsyncView>,
  );
  expect(screen.getByText('顧客満足度、新機能')).toBeInTheDocument();
  expect(screen.queryByText('まだありません')).not.toBeInTheDocument();
});
