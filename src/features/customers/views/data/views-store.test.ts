import { expect, test } from 'vitest';
import { CUSTOMER_VIEWS } from '@/contracts/collections';
import { freshLocalBackend, steppingClock } from '@/lib/backend/local/fresh-test-backend';
import { defaultView } from '../model/view';
import { viewsStore } from './views-store';

const state = defaultView({
  columnIds: ['clientName', 'progress'],
  alwaysShown: ['clientName'],
  defaultPinned: ['clientName'],
  emptyFilters: { query: '', progress: [] },
  choices: {},
  minWidth: 48,
  maxWidth: 800,
});

/** The next delivery of a live list of views. */
function nextViews(store: ReturnType<typeof viewsStore>) {
  return new Promise<{ name: string; shared: boolean; ownerUid: string }[]>((resolve, reject) => {
    const stop = store.subscribe((views) => {
      stop();
      resolve(views.map(({ name, shared, ownerUid }) => ({ name, shared, ownerUid })));
    }, reject);
  });
}

test("a member sees the team's shared views and their own, by name, per table", async () => {
  const local = await freshLocalBackend('views-store', { now: steppingClock() });
  const yamada = viewsStore('sa_list', { uid: 'u1', name: '山田' });
  const sato = viewsStore('sa_list', { uid: 'u2', name: '佐藤' });
  await yamada.create(yamada.newId(), ' 自分のA案件 ', false, state);
  await yamada.create(yamada.newId(), 'チームの商談中', true, state);
  await sato.create(sato.newId(), '佐藤の個人ビュー', false, state);
  const ob = viewsStore('ob_list', { uid: 'u1', name: '山田' });
  await ob.create(ob.newId(), 'OBのビュー', true, state);

  expect(await nextViews(yamada)).toEqual([
    { name: 'チームの商談中', shared: true, ownerUid: 'u1' },
    { name: '自分のA案件', shared: false, ownerUid: 'u1' },
  ]);
  expect(await nextViews(sato)).toEqual([
    { name: 'チームの商談中', shared: true, ownerUid: 'u1' },
    { name: '佐藤の個人ビュー', shared: false, ownerUid: 'u2' },
  ]);

  // A save stamps who saved it and when (shown with a shared view).
  const [team] = await local.data.query(CUSTOMER_VIEWS, {
    where: [{ field: 'name', value: 'チームの商談中' }],
  });
  await sato.save(team!.id, { ...state, sort: { columnId: 'progress', direction: 'desc' } });
  const saved = (await local.data.get(CUSTOMER_VIEWS, team!.id))!.data;
  expect(saved).toMatchObject({ ownerUid: 'u1', updatedBy: 'u2', updatedByName: '佐藤' });
  expect(saved.updatedAt).not.toEqual(saved.createdAt);
});

test("each member's default view per table is theirs", async () => {
  await freshLocalBackend('views-defaults');
  const sa = viewsStore('sa_list', { uid: 'u1', name: '山田' });
  const ob = viewsStore('ob_list', { uid: 'u1', name: '山田' });
  expect(await sa.defaultViewId()).toBeNull();
  await sa.setDefault('v-sa');
  await ob.setDefault('v-ob');
  expect(await sa.defaultViewId()).toBe('v-sa');
  expect(await ob.defaultViewId()).toBe('v-ob');
  expect(await viewsStore('sa_list', { uid: 'u2', name: '佐藤' }).defaultViewId()).toBeNull();
});
