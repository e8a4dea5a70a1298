import { prefetchListSnapshot } from '@/lib/list-snapshot';

/**
 * The big tables' screens start reading their list snapshots (list-snapshot.ts) while their code
 * loads: a reload paints the rows the moment the screen renders.
 */
export function withListSnapshots<Loaded>(lists: readonly string[], load: () => Promise<Loaded>) {
  return () => {
    for (const list of lists) void prefetchListSnapshot(list);
    return load();
  };
}
