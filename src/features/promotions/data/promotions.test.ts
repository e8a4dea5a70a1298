import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '@/lib/backend/local/seed/demo-account';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { promotionPublicUrl } from '@/lib/public-urls';
import { promotionStore } from './promotions';
import { getPublicPromotion } from './public-promotion';

const staff = { uid: 'u1', name: '山田', email: 'y@example.com' };
const draft = { title: '\u3000冬の案内 ', html: '<p>x</p>', css: 'p{color:red}' };

beforeEach(() => freshLocalBackend('promotions-data'));

describe('promotion data', () => {
  it('stores the name trimmed (full-width spaces too), HTML and CSS as typed', async () => {
    const id = await promotionStore.create(draft, staff);
    expect(await promotionStore.get(id)).toMatchObject({
      title: '冬の案内',
      html: '<p>x</p>',
      css: 'p{color:red}',
      publicUrl: promotionPublicUrl(id),
    });
    await promotionStore.update(id, { title: '新', html: '<h1>y</h1>', css: '' }, staff);
    expect(await promotionStore.get(id)).toMatchObject({
      title: '新',
      html: '<h1>y</h1>',
      css: '',
    });
    expect(promotionStore.linkOf({ id: 'a/b' })).toBe(promotionPublicUrl('a/b'));
  });

  it('visitors get a promotion by id until it is archived', async () => {
    const id = await promotionStore.create(draft, staff);
    expect(await getPublicPromotion(id)).toMatchObject({ id, title: '冬の案内' });
    await promotionStore.archive(id, { uid: DEMO_ACCOUNT.uid });
    expect(await getPublicPromotion(id)).toBeNull();
    expect(await getPublicPromotion('missing')).toBeNull();
  });
});
