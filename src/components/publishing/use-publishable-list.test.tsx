import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/backend';
import { notify } from '@/components/ui/toast';
import type { PublishStatus } from '@/lib/publishable/publish-lifecycle';
import { usePublishableList, type PublishableListConfig } from './use-publishable-list';

interface Doc {
  id: string;
  status: PublishStatus;
}

const messages = {
  loadFailed: 'load failed',
  archived: 'archived',
  archiveFailed: 'archive failed',
  actions: {
    publish: { ok: 'published', failed: 'publish failed' },
    close: { ok: 'closed', failed: 'close failed' },
    reopen: { ok: 'reopened', failed: 'reopen failed' },
  },
};

function configOver(docs: Doc[]): PublishableListConfig<Doc> {
  return {
    list: vi.fn(() => Promise.resolve(docs.map((d) => ({ ...d })))),
    applyAction: vi.fn((id: string) => {
      const doc = docs.find((d) => d.id === id)!;
      doc.status = doc.status === 'published' ? 'closed' : 'published';
      return Promise.resolve();
    }),
    archive: vi.fn((id: string) => {
      docs.splice(
        docs.findIndex((d) => d.id === id),
        1,
      );
      return Promise.resolve();
    }),
    messages,
  };
}

describe('usePublishableList', () => {
  it('loads, toggles with the next lifecycle action and shows the stored result', async () => {
    const config = configOver([{ id: 'a', status: 'draft' }]);
    const success = vi.spyOn(notify, 'success');
    const { result } = renderHook(() => usePublishableList(config, { uid: 'u1' }));
    await waitFor(() => expect(result.current.state.status).toBe('success'));

    const [doc] = result.current.state.status === 'success' ? result.current.state.data : [];
    await act(() => result.current.toggle(doc!));

    expect(config.applyAction).toHaveBeenCalledWith('a', 'publish');
    expect(success).toHaveBeenCalledWith('published');
    expect(result.current.state).toEqual({
      status: 'success',
      data: [{ id: 'a', status: 'published' }],
    });
    expect(result.current.busyId).toBeNull();
  });

  it('a failed load is an error state, and a toast', async () => {
    const config = configOver([]);
    config.list = () => Promise.reject(new DataError('unavailable', 'offline'));
    const error = vi.spyOn(notify, 'error');
    const { result } = renderHook(() => usePublishableList(config, { uid: 'u1' }));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(error).toHaveBeenCalledWith('load failed');
  });

  it('archives only after confirmation and keeps the dialog open when it fails', async () => {
    const config = configOver([
      { id: 'a', status: 'draft' },
      { id: 'b', status: 'closed' },
    ]);
    const { result } = renderHook(() => usePublishableList(config, { uid: 'u1' }));
    await waitFor(() => expect(result.current.state.status).toBe('success'));

    act(() => result.current.requestArchive({ id: 'a', status: 'draft' }));
    expect(config.archive).not.toHaveBeenCalled();
    await act(() => result.current.confirmArchive());
    expect(result.current.toArchive).toBeNull();
    expect(result.current.state).toEqual({
      status: 'success',
      data: [{ id: 'b', status: 'closed' }],
    });

    config.archive = vi.fn(() => Promise.reject(new Error('denied')));
    const error = vi.spyOn(notify, 'error');
    act(() => result.current.requestArchive({ id: 'b', status: 'closed' }));
    await act(() => result.current.confirmArchive());
    expect(error).toHaveBeenCalledWith('archive failed');
    expect(result.current.toArchive).toEqual({ id: 'b', status: 'closed' });
  });
});
