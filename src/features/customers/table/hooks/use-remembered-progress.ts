import { useCallback, useMemo, useState } from 'react';
import { parseStoredProgressFilter, serializeProgressFilter } from '../model/progress-memory';

function read(key: string): string[] {
  try {
    const stored = localStorage.getItem(key);
    // Any string label for now; labels no longer offered are dropped once the list is known.
    const labels = stored ? (JSON.parse(stored) as unknown) : [];
    return parseStoredProgressFilter(stored, Array.isArray(labels) ? labels.map(String) : []);
  } catch {
    return [];
  }
}

/**
 * A 進捗 filter this device remembers under `key` (OB, spec section 9): the standard view starts
 * with it, and `remember` keeps each change. Without a key, nothing is remembered.
 */
export function useRememberedProgress(key: string | undefined) {
  const [progress, setProgress] = useState(() => (key ? read(key) : []));
  const standardFilters = useMemo(() => (key ? { progress } : undefined), [key, progress]);
  const remember = useCallback(
    (labels: readonly string[]) => {
      if (!key) return;
      try {
        localStorage.setItem(key, serializeProgressFilter(labels));
      } catch (error) {
        console.warn('progress filter not remembered', error);
      }
      setProgress([...labels]);
    },
    [key],
  );
  return { standardFilters, remember };
}
