import { beforeEach, describe, expect, it } from 'vitest';
import { backend } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { surveyCatalogOf } from './survey-catalog';

beforeEach(() => freshLocalBackend('survey-catalog'));

describe('the catalog for personal links', () => {
  it('lists only published surveys that still take answers, by title, and names any by id', async () => {
    const data = backend().data;
    const surveyCatalog = surveyCatalogOf(data);
    const now = new Date('2026-11-27T03:00:00Z');
    await data.set('surveys', 'open', { title: 'い 受付中', status: 'published' });
    await data.set('surveys', 'open2', {
      title: 'あ 受付中',
      status: 'published',
      maxResponses: 5,
      responseCount: 4,
    });
    await data.set('surveys', 'draft', { title: '下書き', status: 'draft' });
    await data.set('surveys', 'archived', {
      title: '削除済',
      status: 'published',
      isArchived: true,
    });
    // Still 公開中 until the closing check runs, but no longer taking answers.
    await data.set('surveys', 'past', {
      title: '締切後',
      status: 'published',
      closesAt: new Date('2026-11-27T02:59:00Z'),
    });
    await data.set('surveys', 'full', {
      title: '上限',
      status: 'published',
      maxResponses: 3,
      responseCount: 3,
    });

    expect(await surveyCatalog.linkable(now)).toEqual([
      { id: 'open2', title: 'あ 受付中' },
      { id: 'open', title: 'い 受付中' },
    ]);
    expect(await surveyCatalog.titleOf('past')).toBe('締切後');
    expect(await surveyCatalog.titleOf('gone')).toBeNull();
  });

  it("gives a customer's link each 表示条件's outcome for the row, never the row's values", async () => {
    const data = backend().data;
    const catalog = surveyCatalogOf(data);
    const lost = {
      source: { kind: 'link', key: 'sa.progress' },
      op: 'is',
      values: ['失注（価格）'],
    };
    await data.set('surveyLinkRules', 's1', { rules: { 'q.0': lost } });
    const row = { clientName: 'アオバ商事', progress: '失注（価格）', obAssignee: '佐藤' };
    expect(await catalog.linkValuesFor('s1', 'sa_list', row)).toEqual({ 'q.0': '1' });
    expect(await catalog.linkValuesFor('s1', 'sa_list', { progress: '商談中' })).toEqual({
      'q.0': '0',
    });
    // An OB row has no SA 進捗: the condition does not hold.
    expect(await catalog.linkValuesFor('s1', 'ob_list', row)).toEqual({ 'q.0': '0' });
    expect(await catalog.linkValuesFor('none', 'sa_list', row)).toBeNull();
  });
});
