import { useEffect, useState } from 'react';

export type Load<T> =
  { state: 'loading' } | { state: 'done'; value: T } | { state: 'failed'; error: unknown };

/** Runs `load` once per key; ignores a result that arrives after the key changed. */
export function useLoad<T>(key: string, load: () => Promise<T>): Load<T> {
  const [result, setResult] = useState<{ key: string; load: Load<T> }>({
    key,
    load: { state: 'loading' },
  });
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setResult({ key, load: { state: 'done', value } }),
      (error: unknown) => current && setResult({ key, load: { state: 'failed', error } }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; the key says when to reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result.key === key ? result.load : { state: 'loading' };
}
