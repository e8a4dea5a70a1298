import { useEffect, useState } from 'react';
import { notify } from '@/components/ui/toast';
import type { SavedView, viewsStore } from '../data/views-store';
import { viewStrings as s } from '../../strings';

type ViewsStore = ReturnType<typeof viewsStore>;

/**
 * What was last read per table and member, so coming back to SA or OB in the same visit shows
 * the table at once (the live queries then bring any change), as the rows' own list does.
 */
const lastRead = new Map<string, { views?: SavedView[]; defaultId?: string | null }>();

/**
 * The views a member may use of one table (live) and their default view's id (undefined while
 * either is first read). Both are kept with the store they came from: when another member signs
 * in, nothing of the previous one's shows.
 */
export function useSavedViews(store: ViewsStore, cacheKey: string) {
  const [listed, setListed] = useState<{ from: unknown; views: SavedView[] } | null>(() => {
    const views = lastRead.get(cacheKey)?.views;
    return views ? { from: store, views } : null;
  });
  const [defaultOf, setDefaultOf] = useState<{ from: unknown; id: string | null } | null>(() => {
    const id = lastRead.get(cacheKey)?.defaultId;
    return id !== undefined ? { from: store, id } : null;
  });
  useEffect(() => {
    const remember = (change: { views?: SavedView[]; defaultId?: string | null }) =>
      lastRead.set(cacheKey, { ...lastRead.get(cacheKey), ...change });
    const stop = store.subscribe(
      (views) => {
        remember({ views });
        setListed({ from: store, views });
      },
      (error) => {
        console.error('customerViews: read failed', error);
        notify.error(s.loadFailed);
        setListed({ from: store, views: [] });
      },
    );
    store.defaultViewId().then(
      (id) => {
        remember({ defaultId: id });
        setDefaultOf({ from: store, id });
      },
      (error: unknown) => {
        console.error('customerViews: default view not read', error);
        setDefaultOf({ from: store, id: null });
      },
    );
    return stop;
  }, [store, cacheKey]);
  return {
    views: listed?.from === store ? listed.views : null,
    memberDefault: defaultOf?.from === store ? defaultOf.id : undefined,
    setMemberDefault: (id: string | null) => {
      lastRead.set(cacheKey, { ...lastRead.get(cacheKey), defaultId: id });
      setDefaultOf({ from: store, id });
    },
  };
}
