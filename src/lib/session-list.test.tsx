import { act, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import {
  clearListSnapshots,
  enableListSnapshots,
  keepListSnapshots,
  prefetchListSnapshot,
  saveListSnapshot,
  setSnapshotSaveDelayForTests,
} from './list-snapshot';
import { snapshotSaved } from './list-snapshot.test-support';
import { createSessionList, type SessionListState } from './session-list';
import { settled } from '@/test/settled';

type Row = { id: string; name: string };

/** A live query the test answers by hand. */
function fakeLive() {
  const live = {
    started: 0,
    deliver: (_rows: Row[]) => {},
    fail: (_error: unknown) => {},
    subscribe: (onRows: (rows: Row[]) => void, onError: (error: unknown) => void) => {
      live.started += 1;
      live.deliver = onRows;
      live.fail = onError;
      return () => {};
    },
  };
  return live;
}

function Show({ useList }: { useList: () => SessionListState<Row> }) {
  const list = useList();
  if (list.status !== 'ready') return <p>{list.status}</p>;
  return (
    <p>
      {list.rows.map((row) => row.name).join(',')}
      {list.fromSnapshot ? ' (snapshot)' : ''}
    </p>
  );
}

/** Saves `rows` as `name`'s snapshot and waits until it is written. */
async function savedSnapshot(name: string, rows: Row[]) {
  saveListSnapshot(name, rows);
  await snapshotSaved(name);
}

// A save waits 10 ms here, not the app's second.
beforeAll(() => {
  enableListSnapshots();
  setSnapshotSaveDelayForTests(10);
});
beforeEach(() => {
  keepListSnapshots();
  // The failures below are expected; the list logs each.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await clearListSnapshots();
});
// Other test files in this worker never meet snapshots.
afterAll(() => {
  enableListSnapshots(false);
  setSnapshotSaveDelayForTests();
});

test('a reload paints the last rows at once, then the live rows replace them and are kept', async () => {
  await savedSnapshot('customers-a', [{ id: '1', name: '前回' }]);
  const live = fakeLive();
  const list = createSessionList<Row>('customers-a', live.subscribe, { snapshot: true });
  await prefetchListSnapshot('customers-a');
  render(<Show useList={list.useList} />);
  // The first render already has the snapshot's rows; the live query starts a task later.
  expect(screen.getByText('前回 (snapshot)')).toBeInTheDocument();
  expect(live.started).toBe(0);
  await vi.waitFor(() => expect(live.started).toBe(1));
  act(() => live.deliver([{ id: '1', name: '今回' }]));
  expect(screen.getByText('今回')).toBeInTheDocument();
  // The live rows become the next snapshot.
  await clearListSnapshots();
  keepListSnapshots();
  act(() => live.deliver([{ id: '1', name: '次回' }]));
  await snapshotSaved('customers-a');
  await expect(prefetchListSnapshot('customers-a')).resolves.toEqual([{ id: '1', name: '次回' }]);
});

test('without a snapshot the list loads as before; a failed live query shows its error', async () => {
  const live = fakeLive();
  const list = createSessionList<Row>('customers-b', live.subscribe, { snapshot: true });
  render(<Show useList={list.useList} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  await vi.waitFor(() => expect(live.started).toBe(1));
  act(() => live.fail(new Error('permission-denied')));
  expect(screen.getByText('error')).toBeInTheDocument();
});

test('after the live answer no snapshot shows again, even one read late', async () => {
  await savedSnapshot('customers-c', [{ id: '1', name: '前回' }]);
  const live = fakeLive();
  const list = createSessionList<Row>('customers-c', live.subscribe, { snapshot: true });
  render(<Show useList={list.useList} />);
  await vi.waitFor(() => expect(live.started).toBe(1));
  act(() => live.fail(new Error('unavailable')));
  await act(() => prefetchListSnapshot('customers-c'));
  act(() => list.retry());
  expect(screen.getByText('loading')).toBeInTheDocument();
});

test('a list without the option neither reads nor keeps a snapshot, and listens at once', async () => {
  await savedSnapshot('customers-d', [{ id: '1', name: '前回' }]);
  await prefetchListSnapshot('customers-d');
  const live = fakeLive();
  const list = createSessionList<Row>('customers-d', live.subscribe);
  render(<Show useList={list.useList} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(live.started).toBe(1);
});

test('live rows that arrive before the snapshot is read win', async () => {
  await savedSnapshot('customers-e', [{ id: '1', name: '前回' }]);
  const live = fakeLive();
  const list = createSessionList<Row>('customers-e', live.subscribe, { snapshot: true });
  render(<Show useList={list.useList} />);
  await vi.waitFor(() => expect(live.started).toBe(1));
  act(() => live.deliver([{ id: '1', name: '今回' }]));
  await act(() => prefetchListSnapshot('customers-e'));
  expect(screen.getByText('今回')).toBeInTheDocument();
});

test('a list stopped before its live query started never starts it', async () => {
  const live = fakeLive();
  const list = createSessionList<Row>('customers-f', live.subscribe, { snapshot: true });
  const { unmount } = render(<Show useList={list.useList} />);
  unmount();
  list.resetForTests();
  await settled();
  expect(live.started).toBe(0);
});
