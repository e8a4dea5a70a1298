import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditConflictError, type UpdateGuard } from '@/lib/publishable/edit-conflict';
import type { Editor } from '@/lib/publishable/publishable-meta';
import { DocumentFormPage, useDocumentForm, type DocumentFormProps } from './document-form';
import { CreateDocumentPage, EditDocumentPage, type DocumentArea } from './document-pages';
import { draftKeyOf, readDraft, writeDraft } from './draft-storage';
import { documentFormStrings as t } from './strings';

interface Note {
  title: string;
}

/** The smallest area form: one text input in the shared shell. */
function NoteForm(props: DocumentFormProps<Note>) {
  const [draft, setDraft] = useState(props.initial);
  const form = useDocumentForm(draft, props, setDraft);
  return (
    <DocumentFormPage props={props} form={form} onSubmit={form.save}>
      <label>
        題名
        <input value={draft.title} onChange={(e) => setDraft({ title: e.target.value })} />
      </label>
    </DocumentFormPage>
  );
}

const strings = {
  createTitle: 'メモ作成',
  editTitle: 'メモ編集',
  cancel: 'キャンセル',
  create: '作成',
  creating: '作成中…',
  update: '更新',
  updating: '更新中…',
  created: 'メモを作成しました',
  createFailed: 'メモの作成に失敗しました',
  updated: 'メモを更新しました',
  updateFailed: 'メモの更新に失敗しました',
  notFound: 'メモが見つかりません',
  editorLoadFailed: '読み込みに失敗しました',
  conflictMessage: '他のスタッフ（または別のタブ）がこのメモを更新しました。',
};

const editor: Editor = { uid: 'u1', name: 'スタッフ' };
const loadedAt = new Date('2026-11-01T00:00:00Z');

function makeArea(update: DocumentArea<Note>['save']['update']) {
  const load = vi.fn(() => Promise.resolve({ draft: { title: '元の題名' }, updatedAt: loadedAt }));
  const area: DocumentArea<Note> = {
    listPath: '/notes',
    draftArea: 'note',
    strings,
    hasContent: (d) => d.title !== '',
    differsFrom: (d, loaded) => d.title !== loaded.title,
    Form: NoteForm,
    useEditor: () => editor,
    load,
    save: { create: vi.fn(() => Promise.resolve('new-id')), update },
  };
  return { area, load };
}

function openAt(path: string, area: DocumentArea<Note>) {
  const router = createMemoryRouter(
    [
      { path: '/notes', element: <p>一覧</p> },
      {
        path: '/notes/create',
        element: <CreateDocumentPage area={area} initial={{ title: '' }} />,
      },
      { path: '/notes/:id/edit', element: <EditDocumentPage area={area} id="n1" /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => localStorage.clear());

const titleInput = () => screen.findByRole('textbox', { name: '題名' });

describe('EditDocumentPage: a stale save asks before overwriting', () => {
  const conflictThenOk = () =>
    vi.fn<(id: string, d: Note, e: Editor, g: UpdateGuard) => Promise<void>>((_id, _d, _e, g) =>
      g.overwrite ? Promise.resolve() : Promise.reject(new EditConflictError()),
    );

  it('passes the loaded updatedAt, and overwrites only when told to', async () => {
    const user = userEvent.setup();
    const update = conflictThenOk();
    const { area } = makeArea(update);
    const router = openAt('/notes/n1/edit', area);
    await user.clear(await titleInput());
    await user.type(await titleInput(), '新しい題名');
    await user.click(screen.getByRole('button', { name: '更新' }));

    const dialog = await screen.findByRole('dialog', { name: t.conflictTitle });
    expect(dialog).toHaveTextContent(strings.conflictMessage);
    expect(update).toHaveBeenLastCalledWith('n1', { title: '新しい題名' }, editor, {
      expectedUpdatedAt: loadedAt,
      overwrite: false,
    });
    expect(router.state.location.pathname).toBe('/notes/n1/edit');

    await user.click(within(dialog).getByRole('button', { name: t.overwrite }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notes'));
    expect(update).toHaveBeenLastCalledWith('n1', { title: '新しい題名' }, editor, {
      expectedUpdatedAt: loadedAt,
      overwrite: true,
    });
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('cancel goes back to editing with the changes kept and nothing written', async () => {
    const user = userEvent.setup();
    const update = conflictThenOk();
    const { area } = makeArea(update);
    const router = openAt('/notes/n1/edit', area);
    await user.type(await titleInput(), '追記');
    await user.click(screen.getByRole('button', { name: '更新' }));
    const dialog = await screen.findByRole('dialog', { name: t.conflictTitle });
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await titleInput()).toHaveValue('元の題名追記');
    expect(screen.getByRole('button', { name: '更新' })).toBeEnabled();
    expect(update).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/notes/n1/edit');
  });

  it('loading the latest reads the document again and drops this form’s changes', async () => {
    const user = userEvent.setup();
    const update = conflictThenOk();
    const { area, load } = makeArea(update);
    openAt('/notes/n1/edit', area);
    await user.type(await titleInput(), '追記');
    await user.click(screen.getByRole('button', { name: '更新' }));
    const dialog = await screen.findByRole('dialog', { name: t.conflictTitle });
    await user.click(within(dialog).getByRole('button', { name: t.reloadLatest }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await titleInput()).toHaveValue('元の題名');
    expect(screen.queryByRole('region', { name: t.draftFoundTitle })).toBeNull();
    expect(readDraft(draftKeyOf('note', 'n1'))).toBeNull();
  });
  it('no draft write falls due while the conflict question stands (最新を読み込む would get it back)', async () => {
    // Timers that follow the clock, so the screen's waits work, and can be run ahead.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const { area } = makeArea(conflictThenOk());
      openAt('/notes/n1/edit', area);
      // Typed and saved at once: the draft's write is still waiting for typing to pause.
      fireEvent.change(await titleInput(), { target: { value: '元の題名!' } });
      fireEvent.click(screen.getByRole('button', { name: '更新' }));
      await screen.findByRole('dialog', { name: t.conflictTitle });
      vi.advanceTimersByTime(5_000);
      expect(readDraft(draftKeyOf('note', 'n1'))).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the draft kept in this browser', () => {
  it('is written while editing and dropped once saved', async () => {
    const user = userEvent.setup();
    const { area } = makeArea(vi.fn(() => Promise.resolve()));
    const router = openAt('/notes/n1/edit', area);
    await user.type(await titleInput(), '追記');
    await waitFor(() =>
      expect(readDraft(draftKeyOf('note', 'n1'))?.draft).toEqual({ title: '元の題名追記' }),
    );
    await user.click(screen.getByRole('button', { name: '更新' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notes'));
    expect(readDraft(draftKeyOf('note', 'n1'))).toBeNull();
  });

  it('is written at once when the page goes away, without waiting for typing to pause', async () => {
    const { area } = makeArea(vi.fn(() => Promise.resolve()));
    openAt('/notes/n1/edit', area);
    const input = await titleInput();
    // One synchronous run: no timer can fire between the change and the page going away.
    fireEvent.change(input, { target: { value: '元の題名!' } });
    expect(readDraft(draftKeyOf('note', 'n1'))).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(draftKeyOf('note', 'n1'))?.draft).toEqual({ title: '元の題名!' });
  });

  it('is offered back after a reload: 復元する puts it in the form', async () => {
    const user = userEvent.setup();
    writeDraft(draftKeyOf('note', 'n1'), { title: '復元される題名' });
    const { area } = makeArea(vi.fn(() => Promise.resolve()));
    openAt('/notes/n1/edit', area);
    const offer = await screen.findByRole('region', { name: t.draftFoundTitle });
    expect(await titleInput()).toHaveValue('元の題名');
    expect(screen.getByRole('button', { name: '更新' })).toBeDisabled();
    await user.click(within(offer).getByRole('button', { name: t.restoreDraft }));
    expect(await titleInput()).toHaveValue('復元される題名');
    expect(screen.queryByRole('region', { name: t.draftFoundTitle })).toBeNull();
    expect(screen.getByRole('button', { name: '更新' })).toBeEnabled();
  });

  it('a restored draft is saved against the version it was edited from', async () => {
    const user = userEvent.setup();
    const editedFrom = new Date('2026-10-01T00:00:00Z');
    writeDraft(draftKeyOf('note', 'n1'), { title: '古い版からの変更' }, editedFrom.getTime());
    const update = vi.fn<DocumentArea<Note>['save']['update']>(() =>
      Promise.reject(new EditConflictError()),
    );
    const { area } = makeArea(update);
    openAt('/notes/n1/edit', area);
    const offer = await screen.findByRole('region', { name: t.draftFoundTitle });
    await user.click(within(offer).getByRole('button', { name: t.restoreDraft }));
    await user.click(screen.getByRole('button', { name: '更新' }));
    expect(await screen.findByRole('dialog', { name: t.conflictTitle })).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('n1', { title: '古い版からの変更' }, editor, {
      expectedUpdatedAt: editedFrom,
      overwrite: false,
    });
  });

  it('破棄する drops it and keeps the loaded values', async () => {
    const user = userEvent.setup();
    writeDraft(draftKeyOf('note', 'new'), { title: '作りかけ' });
    const { area } = makeArea(vi.fn(() => Promise.resolve()));
    openAt('/notes/create', area);
    const offer = await screen.findByRole('region', { name: t.draftFoundTitle });
    await user.click(within(offer).getByRole('button', { name: t.discardDraft }));
    expect(screen.queryByRole('region', { name: t.draftFoundTitle })).toBeNull();
    expect(await titleInput()).toHaveValue('');
    expect(readDraft(draftKeyOf('note', 'new'))).toBeNull();
  });

  it('is not offered when it matches what was loaded', async () => {
    writeDraft(draftKeyOf('note', 'n1'), { title: '元の題名' });
    const { area } = makeArea(vi.fn(() => Promise.resolve()));
    openAt('/notes/n1/edit', area);
    expect(await titleInput()).toHaveValue('元の題名');
    expect(screen.queryByRole('region', { name: t.draftFoundTitle })).toBeNull();
  });
});
