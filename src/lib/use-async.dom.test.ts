import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAsync } from './use-async';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAsync', () => {
  it('starts loading and then holds the data', async () => {
    const { result } = renderHook(() => useAsync('a', () => Promise.resolve(42)));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 42 }));
  });

  it('a failed read is an error state, and onError hears about it once', async () => {
    const failure = new Error('offline');
    const onError = vi.fn();
    const { result } = renderHook(() => useAsync('a', () => Promise.reject(failure), { onError }));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', error: failure }));
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
  });

  it('reload shows loading again and reads again (the retry)', async () => {
    let calls = 0;
    const { result } = renderHook(() => useAsync('a', () => Promise.resolve(++calls)));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 1 }));
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 2 }));
  });

  it('refresh keeps the data on screen until the new read is in', async () => {
    const second = deferred<string>();
    const reads = [Promise.resolve('first'), second.promise];
    const { result } = renderHook(() => useAsync('a', () => reads.shift()!));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 'first' }));
    let refreshed!: Promise<void>;
    act(() => {
      refreshed = result.current.refresh();
    });
    expect(result.current.state).toEqual({ status: 'success', data: 'first' });
    await act(async () => {
      second.resolve('second');
      await refreshed;
    });
    expect(result.current.state).toEqual({ status: 'success', data: 'second' });
  });

  it("drops a result that arrives after the key changed, so one id never shows another's data", async () => {
    const slow = deferred<string>();
    const { result, rerender } = renderHook(
      ({ id }) => useAsync(id, () => (id === 'a' ? slow.promise : Promise.resolve(`doc ${id}`))),
      { initialProps: { id: 'a' } },
    );
    rerender({ id: 'b' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 'doc b' }));
    await act(async () => slow.resolve('doc a'));
    expect(result.current.state).toEqual({ status: 'success', data: 'doc b' });
  });

  it('a result read before mounting shows on the first render and is not read again', async () => {
    const load = vi.fn(() => Promise.resolve('again'));
    const { result, rerender } = renderHook(
      ({ id }) => useAsync(id, load, { initial: { value: 'preloaded' } }),
      { initialProps: { id: 'a' } },
    );
    expect(result.current.state).toEqual({ status: 'success', data: 'preloaded' });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    // Another key (or a reload) reads as usual.
    rerender({ id: 'b' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 'again' }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
