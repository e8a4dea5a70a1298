import { render, screen } from '@testing-library/react';
import { SignedInForTests } from '@/features/auth';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import type { SavedView } from '../data/views-store';
import type { CustomerView } from '../hooks/use-customer-view';
import { viewStrings as s } from '../../strings';
import { ViewBar } from './view-bar';

const shared: SavedView = {
  id: 'v1',
  name: 'チームの商談中',
  shared: true,
  ownerUid: 'u-owner',
  updatedBy: 'u-saver',
  updatedAt: new Date('2026-11-20T01:00:00Z'),
  state: {},
};

/** The view bar's input, as useCustomerView gives it, with the one shared view selected. */
const viewOf = (view: SavedView) =>
  ({
    current: view,
    views: [view],
    changed: false,
    isDefault: true,
    select: () => {},
    save: async () => {},
    saveAs: async () => {},
    revert: () => {},
    makeDefault: async () => {},
    remove: async () => {},
  }) as unknown as CustomerView;

test('who saved and who owns a shared view are named from the members list by uid', async () => {
  const local = await freshLocalBackend('view-bar-names');
  await local.data.set('members', 'u-saver', { uid: 'u-saver', name: '佐藤 花子', email: 's@x' });
  await local.data.set('members', 'u-owner', { uid: 'u-owner', name: '', email: 'owner@x.jp' });
  render(
    <SignedInForTests uid="u-me">
      <ViewBar view={viewOf(shared)} uid="u-me" />
    </SignedInForTests>,
  );
  expect(await screen.findByText(/佐藤 花子・2026\/11\/20 10:00 に保存/)).toBeVisible();
  expect(screen.getByText(/（作成: owner@x.jp）/)).toBeVisible();
});

test('a saver who is no longer a member is said to be so, never named by stored text', async () => {
  await freshLocalBackend('view-bar-former');
  render(
    <SignedInForTests uid="u-me">
      <ViewBar view={viewOf({ ...shared, ownerUid: 'u-saver' })} uid="u-me" />
    </SignedInForTests>,
  );
  expect(await screen.findByText(new RegExp(s.formerMember))).toBeVisible();
});
