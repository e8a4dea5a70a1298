import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import { freshLocalBackend, steppingClock } from '@/lib/backend/local/fresh-test-backend';
import { viewsStore } from '../data/views-store';
import type { ViewTable } from '../model/view';
import { withFilters, withHidden } from '../model/view-edit';
import { useCustomerView } from './use-customer-view';
import { legacyLayoutKey } from './use-legacy-layout';

const table: ViewTable = {
  columnIds: ['isFavorite', 'corporateNumber', 'clientName', 'progress'],
  alwaysShown: ['isFavorite', 'clientName'],
  defaultPinned: ['isFavorite', 'clientName'],
  emptyFilters: { query: '', progress: [] },
  choices: {},
  minWidth: 48,
  maxWidth: 800,
};
const author = { uid: 'u1', name: '山田' };
const key = legacyLayoutKey('sa', author.uid);

afterEach(() => localStorage.clear());

function renderView(url = '/sa') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => useCustomerView({ table: 'sa_list', viewTable: table, author, legacyLayoutKey: key }),
    { wrapper },
  );
}

test('a change shows as unsaved; 別名で保存 makes it the view on screen; 元に戻す drops a change', async () => {
  await freshLocalBackend('use-customer-view', { now: steppingClock() });
  const { result } = renderView();
  await waitFor(() => expect(result.current.ready).toBe(true));
  expect(result.current.current).toBeNull();
  expect(result.current.changed).toBe(false);

  act(() => result.current.change((state) => withFilters(state, { query: '山田', progress: [] })));
  act(() => result.current.change((state) => withHidden(state, 'corporateNumber', true)));
  expect(result.current.changed).toBe(true);
  expect(result.current.state.filters.query).toBe('山田');
  expect(result.current.state.columns.hidden).toEqual(['corporateNumber']);

  await act(() => result.current.saveAs('山田の検索', false));
  await waitFor(() => expect(result.current.current?.name).toBe('山田の検索'));
  expect(result.current.changed).toBe(false);
  expect(result.current.state.columns.hidden).toEqual(['corporateNumber']);

  act(() => result.current.change((state) => withFilters(state, { query: '', progress: [] })));
  expect(result.current.changed).toBe(true);
  act(() => result.current.revert());
  expect(result.current.state.filters.query).toBe('山田');
});

test('the layout this browser kept before views becomes a personal default view, once', async () => {
  await freshLocalBackend('use-customer-view-legacy', { now: steppingClock() });
  localStorage.setItem(
    key,
    JSON.stringify({ widths: { progress: 300 }, hidden: ['corporateNumber'] }),
  );
  const { result } = renderView();
  await waitFor(() => expect(result.current.current?.name).toBe('以前の列の設定'));
  expect(result.current.isDefault).toBe(true);
  expect(result.current.state.columns.widths).toEqual({ progress: 300 });
  expect(result.current.state.columns.hidden).toEqual(['corporateNumber']);
  expect(localStorage.getItem(key)).toBeNull();

  // Nothing left to move: a second visit creates nothing.
  renderView();
  const views = await new Promise<unknown[]>((resolve, reject) => {
    const stop = viewsStore('sa_list', author).subscribe((list) => {
      stop();
      resolve(list);
    }, reject);
  });
  expect(views).toHaveLength(1);
});

test('a link to a view the member cannot see opens the standard view', async () => {
  await freshLocalBackend('use-customer-view-missing', { now: steppingClock() });
  const { result } = renderView('/sa?view=gone');
  await waitFor(() => expect(result.current.ready).toBe(true));
  expect(result.current.current).toBeNull();
  expect(result.current.state.columns.pinned).toEqual(['isFavorite', 'clientName']);
});

test('changes not saved survive a reload, still unsaved', async () => {
  await freshLocalBackend('use-customer-view-draft', { now: steppingClock() });
  const { result: before, unmount } = renderView();
  await waitFor(() => expect(before.current.ready).toBe(true));
  act(() => before.current.change((state) => withHidden(state, 'corporateNumber', true)));
  unmount();
  const { result } = renderView();
  await waitFor(() => expect(result.current.ready).toBe(true));
  expect(result.current.state.columns.hidden).toEqual(['corporateNumber']);
  expect(result.current.changed).toBe(true);
  act(() => result.current.revert());
  expect(result.current.changed).toBe(false);
});

test('別名で保存 chooses the new view before the store confirms it; a refused write goes back', async () => {
  const local = await freshLocalBackend('use-customer-view-save-as', { now: steppingClock() });
  const { result } = renderView();
  await waitFor(() => expect(result.current.ready).toBe(true));
  act(() => result.current.change((state) => withFilters(state, { query: '山田', progress: [] })));

  // The Firebase build: the write resolves when the server answers. Until then the view is the
  // one on screen and the unsaved changes are gone into it (a reload opens it).
  let answer: (refused: boolean) => void = () => {};
  const set = local.data.set.bind(local.data);
  vi.spyOn(local.data, 'set').mockImplementationOnce(
    (...args) =>
      new Promise<void>((resolve, reject) => {
        answer = (refused) =>
          refused ? reject(new Error('permission-denied')) : void set(...args).then(resolve);
      }),
  );
  let saving: Promise<boolean> = Promise.resolve(false);
  act(() => {
    saving = result.current.saveAs('山田の検索', false);
  });
  await waitFor(() => expect(result.current.changed).toBe(false));
  expect(result.current.state.filters.query).toBe('山田');
  expect(localStorage.getItem(`backoffice.viewDraft.sa_list.${author.uid}`)).toBeNull();
  await act(async () => {
    answer(true);
    expect(await saving).toBe(false);
  });
  // Refused: back on the standard view, the changes still there, unsaved.
  expect(result.current.current).toBeNull();
  expect(result.current.changed).toBe(true);
  expect(result.current.state.filters.query).toBe('山田');
});
