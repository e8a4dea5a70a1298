import { useEffect, useRef, useState } from 'react';
import { errorReason } from './error-reason';

/** A live list on screen: loading, its read error (with the reason to show), or its items. */
export type LiveListState<T> =
  { status: 'loading' } | { status: 'error'; detail: string } | { status: 'ready'; items: T[] };

type Subscribe<T> = (onChange: (items: T[]) => void, onError: (error: Error) => void) => () => void;

/**
 * Follows a live list (a data/ module's subscribe), and reads it again from scratch on `retry`
 * (the error state's button). `onError`: a side effect for a failed read, e.g. a toast.
 */
export function useLiveList<T>(
  subscribe: Subscribe<T>,
  onError?: (error: Error) => void,
): { state: LiveListState<T>; retry: () => void } {
  const [state, setState] = useState<LiveListState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ subscribe, onError });
  useEffect(() => {
    latest.current = { subscribe, onError };
  });
  useEffect(
    () =>
      latest.current.subscribe(
        (items) => setState({ status: 'ready', items }),
        (error) => {
          latest.current.onError?.(error);
          setState({ status: 'error', detail: errorReason(error) });
        },
      ),
    [attempt],
  );
  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
