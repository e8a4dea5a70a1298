import { useEffect, useRef, useState } from 'react';
import type { AsyncState } from './use-async';

type Subscribe<T> = (onChange: (items: T[]) => void, onError: (error: Error) => void) => () => void;

/**
 * Follows a live list (a data/ module's subscribe) as the one shape of a read on screen
 * (`AsyncState`, rendered by `AsyncView`), and reads it again from scratch on `reload` (the error
 * state's retry). `onError`: a side effect for a failed read, e.g. a toast.
 */
export function useLiveList<T>(
  subscribe: Subscribe<T>,
  onError?: (error: Error) => void,
): { state: AsyncState<T[]>; reload: () => void } {
  const [state, setState] = useState<AsyncState<T[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ subscribe, onError });
  useEffect(() => {
    latest.current = { subscribe, onError };
  });
  useEffect(
    () =>
      latest.current.subscribe(
        (items) => setState({ status: 'success', data: items }),
        (error) => {
          latest.current.onError?.(error);
          setState({ status: 'error', error });
        },
      ),
    [attempt],
  );
  return {
    state,
    reload: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
