import { beforeEach, describe, expect, it } from 'vitest';
import { backend, setBackendForTests } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import { promotionPublicUrl } from '@/lib/paths';
import { PROMOTIONS } from './collections';
import {
  applyPromotionAction,
  archivePromotion,
  createPromotion,
  getPromotion,
  listPromotions,
  publicLinkOf,
  updatePromotion,
} from './promotions';
import { getPublicPromotion } from './public-promotion';

const staff = { uid: 'u1', name: '山田', email: 'y@example.com' };
const draft = { title: '\u3000冬の案内 ', html: '<p>x</p>', css: 'p{color:red}' };

let n = 0;
beforeEach(async () => {
  n += 1;
  setBackendForTests(
    await createLocalBackend({ seed: 'empty', databaseName: `promotions-data-${n}-${Date.now()}` }),
  );
});

describe('promotion data', () => {
  it('creates a trimmed draft with creator fields and sets publicUrl from the new id', async () => {
    const id = await createPromotion(draft, staff);
    const promotion = (await getPromotion(id))!;
    expect(promotion).toMatchObject({
      title: '冬の案内',
      html: '<p>x</p>',
      css: 'p{color:red}',
      status: 'draft',
      createdBy: 'u1',
      createdByName: '山田',
      createdByEmail: 'y@example.com',
      publicUrl: promotionPublicUrl(id),
      isArchived: false,
      publishedAt: null,
      closedAt: null,
    });
    expect(promotion.createdAt).toBeInstanceOf(Date);
    expect(await getPromotion('missing')).toBeNull();
  });

  it('updates name, HTML and CSS with last-editor fields, keeping the creator', async () => {
    const id = await createPromotion(draft, staff);
    await updatePromotion(
      id,
      { title: '新', html: '<h1>y</h1>', css: '' },
      { uid: 'u2', name: '佐藤', email: 's@example.com' },
    );
    expect(await getPromotion(id)).toMatchObject({
      title: '新',
      html: '<h1>y</h1>',
      css: '',
      createdBy: 'u1',
      lastEditedBy: 'u2',
      lastEditedByName: '佐藤',
      lastEditedByEmail: 's@example.com',
    });
  });

  it('runs the lifecycle: publish sets publishedAt and publicUrl, close sets closedAt, reopen clears it (stores null, as for surveys)', async () => {
    const id = await createPromotion(draft, staff);
    // A promotion created before publicUrl existed gets it on publish.
    await backend().data.update(PROMOTIONS, id, { publicUrl: '' });
    await applyPromotionAction(id, 'publish', new Date('2026-01-01T00:00:00Z'));
    expect(await getPromotion(id)).toMatchObject({
      status: 'published',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      publicUrl: promotionPublicUrl(id),
    });
    await applyPromotionAction(id, 'close', new Date('2026-01-02T00:00:00Z'));
    expect(await getPromotion(id)).toMatchObject({
      status: 'closed',
      closedAt: new Date('2026-01-02T00:00:00Z'),
    });
    await applyPromotionAction(id, 'reopen', new Date('2026-01-03T00:00:00Z'));
    const reopened = await backend().data.get(PROMOTIONS, id);
    expect(reopened?.data).toMatchObject({
      status: 'published',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      updatedAt: new Date('2026-01-03T00:00:00Z'),
    });
    expect(reopened?.data).toHaveProperty('closedAt', null);
  });

  it('lists newest first and hides archived ones, which visitors no longer get', async () => {
    const a = await createPromotion({ ...draft, title: 'A' }, staff);
    await new Promise((r) => setTimeout(r, 5));
    await createPromotion({ ...draft, title: 'B' }, staff);
    expect((await listPromotions()).map((p) => p.title)).toEqual(['B', 'A']);
    expect(await getPublicPromotion(a)).toMatchObject({ id: a, title: 'A' });
    await archivePromotion(a);
    expect((await listPromotions()).map((p) => p.title)).toEqual(['B']);
    expect(await getPromotion(a)).toMatchObject({ isArchived: true });
    expect(await getPublicPromotion(a)).toBeNull();
    expect(await getPublicPromotion('missing')).toBeNull();
  });

  it('builds the public link from the id, never from a stored publicUrl', () => {
    const stored = { id: 'p1', publicUrl: 'javascript:alert(1)' };
    expect(publicLinkOf(stored)).toBe(promotionPublicUrl('p1'));
    expect(publicLinkOf({ id: 'a/b' })).toBe(promotionPublicUrl('a/b'));
    expect(publicLinkOf({ id: 'a/b' })).toMatch(/a%2Fb$/);
  });
});
