import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import type { GridPresenceMark } from '@/components/grid/types';
import { cn } from '@/components/ui/cn';
import { boardStrings as s } from '../../strings';
import { BoardCard, type BoardCardContent } from './board-card';

/** A card's height plus the gap, for the virtual list's first guess (measured afterwards). */
const CARD_ESTIMATE = 92;

/**
 * One 進捗 lane: its name in the option's colours with the count, and its cards. Only the cards
 * in view (plus a few) are in the DOM, so a lane of hundreds of cards scrolls smoothly.
 */
export function BoardLane<Row extends { id: string }>({
  status,
  rows,
  style,
  card,
  marks,
  fixed,
  summary,
}: {
  status: string;
  rows: readonly Row[];
  style: { backgroundColor: string; color: string } | null;
  card: (row: Row) => BoardCardContent;
  marks: ReadonlyMap<string, readonly GridPresenceMark[]>;
  fixed: boolean;
  /** What the table adds under the lane's name (案件: its 合計 and ヨミ). */
  summary?: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: laneId(status) });
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer keeps its own mutable state; this component is not compiler-memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE,
    overscan: 6,
    getItemKey: (index) => rows[index]!.id,
  });
  const name = status || s.noStatus;
  return (
    <section
      ref={setNodeRef}
      aria-label={s.laneName(name, rows.length)}
      className={cn(
        'flex h-full w-72 shrink-0 flex-col rounded-lg border bg-slate-100/70',
        isOver ? 'border-brand-400 ring-brand-300 ring-2' : 'border-slate-200',
      )}
    >
      <header className="flex items-center justify-between gap-2 px-3 py-2">
        <span
          className="truncate rounded-full px-2 py-0.5 text-xs font-semibold"
          style={style ?? undefined}
        >
          {name}
        </span>
        <span className="text-muted text-xs">{s.count(rows.length)}</span>
      </header>
      {summary ? <div className="-mt-1 px-3 pb-2 text-xs text-slate-600">{summary}</div> : null}
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-2 pb-2">
        {rows.length === 0 ? (
          <p className="text-muted rounded-md border border-dashed border-slate-300 px-3 py-6 text-center text-xs">
            {s.emptyLane}
          </p>
        ) : (
          <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="absolute left-0 w-full pb-2"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <BoardCard
                    id={row.id}
                    status={status}
                    content={card(row)}
                    marks={marks.get(row.id)}
                    fixed={fixed}
                  />
                </div>
              );
            })}
          </div>
        )}
      </div>
    </section>
  );
}

/** A lane's droppable id: its status ('' has one too). */
export const laneId = (status: string) => `lane:${status}`;
export const statusOfLane = (id: string) => (id.startsWith('lane:') ? id.slice(5) : null);
