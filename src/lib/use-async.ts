import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The one shape of a one-shot read on screen. Render it with `AsyncView`
 * (`@/components/ui/async-view`), which adds empty-with-next-action on top.
 */
export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

export interface AsyncResult<T> {
  state: AsyncState<T>;
  /** Reads again from scratch and shows loading meanwhile: the retry of an error state. */
  reload: () => void;
  /**
   * Reads again while the current data stays on screen (after a write, so what is shown is
   * what is stored); resolves once the new result is in the state.
   */
  refresh: () => Promise<void>;
}

export interface AsyncOptions<T> {
  /** Side effect for a failed read, e.g. a toast; the state turns to `error` either way. */
  onError?: (error: unknown) => void;
  /**
   * The first key's result, read before the component mounted (a public route's `data`): shown
   * on the first render, and not read again until a reload or another key.
   */
  initial?: { value: T };
}

/**
 * Runs `load` once per `key` (and again on reload / refresh). A result that arrives after the
 * key changed is dropped, so a page never shows another id's document. `load` may be a fresh
 * closure each render; only the key says when to read again.
 */
export function useAsync<T>(
  key: string,
  load: () => Promise<T>,
  options: AsyncOptions<T> = {},
): AsyncResult<T> {
  const loadRef = useRef(load);
  const onErrorRef = useRef(options.onError);
  useLayoutEffect(() => {
    loadRef.current = load;
    onErrorRef.current = options.onError;
  });

  const [attempt, setAttempt] = useState(0);
  const token = `${attempt}#${key}`;
  const tokenRef = useRef(token);
  // Results carry the token they belong to, so a new key or a reload shows loading at once.
  const [result, setResult] = useState<{ token: string; state: AsyncState<T> } | null>(() =>
    options.initial ? { token, state: { status: 'success', data: options.initial.value } } : null,
  );
  const initialToken = useRef(options.initial ? token : '');

  const run = useCallback(async (forToken: string) => {
    let state: AsyncState<T>;
    try {
      state = { status: 'success', data: await loadRef.current() };
    } catch (error) {
      state = { status: 'error', error };
    }
    if (tokenRef.current !== forToken) return;
    if (state.status === 'error') onErrorRef.current?.(state.error);
    setResult({ token: forToken, state });
  }, []);

  useEffect(() => {
    tokenRef.current = token;
    if (initialToken.current === token) initialToken.current = '';
    else void run(token);
    return () => {
      if (tokenRef.current === token) tokenRef.current = '';
    };
  }, [token, run]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // After unmount the token is empty and there is nothing to refresh.
  const refresh = useCallback(
    async () => (tokenRef.current ? run(tokenRef.current) : undefined),
    [run],
  );

  return {
    state: result?.token === token ? result.state : { status: 'loading' },
    reload,
    refresh,
  };
}
