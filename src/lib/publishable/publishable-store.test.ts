import { beforeEach, describe, expect, it } from 'vitest';
import { backend } from '@/lib/backend';
import { freshLocalBackend, steppingClock } from '@/lib/backend/local/fresh-test-backend';
import { parsePublishableMeta, parseText } from './publishable-meta';
import { EditConflictError } from './edit-conflict';
import { publishableStore } from './publishable-store';
import { DEMO_ACCOUNT } from '@/lib/backend/local/seed/demo-account';

/** The store both areas use, over a minimal document: a title, stored trimmed. */
const store = publishableStore<
  ReturnType<typeof parsePublishableMeta> & { id: string; title: string },
  { title: string }
>({
  collection: 'promotions',
  publicUrlOf: (id) => `https://pages.example/${encodeURIComponent(id)}`,
  parse: (id, data) => ({ id, title: parseText(data.title), ...parsePublishableMeta(data) }),
  contentOf: (draft: { title: string }) => ({ title: draft.title.trim() }),
  createDefaults: { counter: 0 },
});

const creator = { uid: 'u1', name: '山田', email: 'y@example.com' };
const editor = { uid: 'u2', name: '佐藤', email: 's@example.com' };
const stored = async (id: string) => (await backend().data.get('promotions', id))?.data;

// Each server timestamp is a second after the last: writes are ordered without waiting.
beforeEach(() => freshLocalBackend('publishable', { now: steppingClock() }));

describe('publishable store', () => {
  it('an edit drops the staff e-mails an older document still carries, guarded or not', async () => {
    for (const guarded of [false, true]) {
      const id = await store.create({ title: 'A' }, creator);
      await backend().data.update('promotions', id, {
        createdByEmail: 'y@example.com',
        lastEditedByEmail: 'old@example.com',
      });
      const loaded = await store.get(id);
      await store.update(
        id,
        { title: 'B' },
        editor,
        guarded ? { expectedUpdatedAt: loaded!.updatedAt } : undefined,
      );
      const data = (await stored(id))!;
      expect(data).not.toHaveProperty('createdByEmail');
      expect(data).not.toHaveProperty('lastEditedByEmail');
      expect(data).toMatchObject({ title: 'B', lastEditedBy: 'u2' });
    }
  });

  it('creates a draft with creator fields, its defaults and the public link from its id', async () => {
    const id = await store.create({ title: '\u3000冬 ' }, creator);
    const doc = (await store.get(id))!;
    // No staff e-mail on a document anyone with the link can read.
    expect(Object.keys((await stored(id))!)).not.toContain('createdByEmail');
    expect(doc).toMatchObject({
      title: '冬',
      status: 'draft',
      createdBy: 'u1',
      createdByName: '山田',
      publicUrl: `https://pages.example/${id}`,
      isArchived: false,
      publishedAt: null,
      closedAt: null,
    });
    expect(doc.createdAt).toBeInstanceOf(Date);
    expect(await stored(id)).toMatchObject({ counter: 0 });
    expect(await store.get('missing')).toBeNull();
  });

  it('updates the content with last-editor fields, keeping the creator and defaults', async () => {
    const id = await store.create({ title: 'A' }, creator);
    await store.update(id, { title: 'B' }, editor);
    expect(await store.get(id)).toMatchObject({
      title: 'B',
      createdBy: 'u1',
      lastEditedBy: 'u2',
      lastEditedByName: '佐藤',
    });
    expect(await stored(id)).toMatchObject({ counter: 0 });
  });

  it('runs the lifecycle: publish sets publishedAt and publicUrl, close sets closedAt, reopen stores null', async () => {
    const id = await store.create({ title: 'A' }, creator);
    // A document created before publicUrl existed gets it on publish.
    await backend().data.update('promotions', id, { publicUrl: '' });
    await store.applyAction(id, 'publish', new Date('2026-01-01T00:00:00Z'));
    expect(await store.get(id)).toMatchObject({
      status: 'published',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      publicUrl: `https://pages.example/${id}`,
    });
    await store.applyAction(id, 'close', new Date('2026-01-02T00:00:00Z'));
    expect(await store.get(id)).toMatchObject({
      status: 'closed',
      closedAt: new Date('2026-01-02T00:00:00Z'),
    });
    await store.applyAction(id, 'reopen', new Date('2026-01-03T00:00:00Z'));
    expect(await stored(id)).toMatchObject({
      status: 'published',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      updatedAt: new Date('2026-01-03T00:00:00Z'),
      closedAt: null,
    });
  });

  it('lists newest first and hides archived ones, which stay stored', async () => {
    const a = await store.create({ title: 'A' }, creator);
    await store.create({ title: 'B' }, creator);
    expect((await store.list()).map((doc) => doc.title)).toEqual(['B', 'A']);
    await store.archive(a, { uid: DEMO_ACCOUNT.uid });
    expect((await store.list()).map((doc) => doc.title)).toEqual(['B']);
    expect(await store.get(a)).toMatchObject({ isArchived: true });
  });

  it('builds the public link from the id, never from a stored publicUrl', () => {
    expect(store.linkOf({ id: 'p1' })).toBe('https://pages.example/p1');
    expect(store.linkOf({ id: 'a/b c' })).toBe('https://pages.example/a%2Fb%20c');
  });
});

describe('update with a conflict guard (a transaction on updatedAt)', () => {
  it('saves when the document is as loaded, then refuses a save based on the old version', async () => {
    const id = await store.create({ title: 'A' }, creator);
    const loaded = (await store.get(id))!.updatedAt;
    await store.update(id, { title: 'first tab' }, editor, { expectedUpdatedAt: loaded });
    expect((await store.get(id))?.title).toBe('first tab');

    // The second tab loaded the same version: its save must not silently overwrite.
    await expect(
      store.update(id, { title: 'second tab' }, editor, { expectedUpdatedAt: loaded }),
    ).rejects.toBeInstanceOf(EditConflictError);
    expect((await store.get(id))?.title).toBe('first tab');

    await store.update(id, { title: 'second tab' }, editor, {
      expectedUpdatedAt: loaded,
      overwrite: true,
    });
    expect((await store.get(id))?.title).toBe('second tab');
  });

  it('a document without updatedAt matches an editor that loaded none', async () => {
    await backend().data.set('promotions', 'legacy', { title: 'old' });
    await store.update('legacy', { title: 'new' }, editor, { expectedUpdatedAt: null });
    expect((await store.get('legacy'))?.title).toBe('new');
    await expect(
      store.update('legacy', { title: 'again' }, editor, { expectedUpdatedAt: null }),
    ).rejects.toBeInstanceOf(EditConflictError);
  });
});
