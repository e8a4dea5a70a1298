import { useEffect, useState } from 'react';
import type { Activity } from '../model/contact-model';

/** A live list of activities, or null while it loads (errors are logged and show as none). */
export function useActivities(
  key: string,
  subscribe: (on: (items: Activity[]) => void, fail: (error: Error) => void) => () => void,
): Activity[] | null {
  const [state, setState] = useState<{ key: string; items: Activity[] } | null>(null);
  useEffect(
    () =>
      subscribe(
        (items) => setState({ key, items }),
        (error) => {
          console.error('activities: a live read failed', error);
          setState({ key, items: [] });
        },
      ),
    // `subscribe` is a fresh closure each render; the key names what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return state?.key === key ? state.items : null;
}
