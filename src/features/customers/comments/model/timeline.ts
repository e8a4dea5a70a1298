/**
 * 顧客詳細's タイムライン: everything about one customer in one list, newest first — field changes
 * from the history, comments, survey answers that landed on the row, reminders sent for it and
 * mentions that link to it — and the filter すべて / コメント / 変更 / アンケート. Pure: each source
 * is read on its own and handed in; this only merges and filters.
 */

export type TimelineKind = 'change' | 'comment' | 'survey' | 'reminder' | 'mention' | 'activity';

export interface TimelineItem<T = unknown> {
  kind: TimelineKind;
  /** Unique across kinds: the kind and the source document's id. */
  key: string;
  at: Date | null;
  item: T;
}

/** すべて, or one kind: コメント, 活動, 変更, アンケート. */
export type TimelineFilter = 'all' | 'comment' | 'activity' | 'change' | 'survey';

/** One source's documents as timeline items. */
export function timelineItems<T extends { id: string }>(
  kind: TimelineKind,
  items: readonly T[],
  at: (item: T) => Date | null,
): TimelineItem<T>[] {
  return items.map((item) => ({ kind, key: `${kind}:${item.id}`, at: at(item), item }));
}

/**
 * The sources merged, newest first; items without a time (a comment whose server time has not
 * come back yet) first, as the newest; ties keep their sources' order. Then the filter's kinds.
 */
export function mergeTimeline(
  sources: readonly (readonly TimelineItem[])[],
  filter: TimelineFilter = 'all',
): TimelineItem[] {
  const time = (item: TimelineItem) => item.at?.getTime() ?? Infinity;
  return sources
    .flat()
    .filter((item) => filter === 'all' || item.kind === filter)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(b.item) - time(a.item) || a.index - b.index)
    .map(({ item }) => item);
}
