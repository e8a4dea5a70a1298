import { useDraggable } from '@dnd-kit/core';
import { CalendarClock, User } from 'lucide-react';
import { memo } from 'react';
import type { GridPresenceMark } from '@/components/grid/types';
import { gridStrings } from '@/components/grid/strings';
import { cn } from '@/components/ui/cn';
import { boardStrings as s } from '../../strings';

/** What a card shows of its row (each table says which fields: SA and OB pages). */
export interface BoardCardContent {
  title: string;
  subtitle: string;
  /** A date with its label, red when overdue. */
  date?: { label: string; value: string; overdue: boolean };
  person: string;
}

/** The face of a card: client name, service, the date (red when overdue), the person in charge. */
export function CardFace({
  content,
  marks = [],
}: {
  content: BoardCardContent;
  marks?: readonly GridPresenceMark[];
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <p className="truncate font-medium text-slate-900" title={content.title}>
          {content.title}
        </p>
        {marks.length > 0 ? (
          <span className="flex shrink-0 -space-x-1">
            {marks.map((mark) => (
              <span
                key={mark.sessionId}
                title={gridStrings.editingBy(mark.name)}
                aria-label={gridStrings.editingBy(mark.name)}
                className="flex h-5 w-5 items-center justify-center rounded-full bg-violet-600 text-[10px] font-semibold text-white ring-2 ring-white"
              >
                {mark.initial}
              </span>
            ))}
          </span>
        ) : null}
      </div>
      {content.subtitle ? (
        <p className="truncate text-xs text-slate-600" title={content.subtitle}>
          {content.subtitle}
        </p>
      ) : null}
      <div className="mt-1.5 flex items-center gap-3 text-xs text-slate-500">
        {content.date?.value ? (
          <span
            className={cn(
              'flex items-center gap-1',
              content.date.overdue && 'font-semibold text-red-600',
            )}
          >
            <CalendarClock className="h-3.5 w-3.5" aria-hidden />
            <span className="sr-only">{content.date.label}</span>
            {content.date.value}
            {content.date.overdue ? <span className="sr-only">{s.overdue}</span> : null}
          </span>
        ) : null}
        {content.person ? (
          <span className="flex min-w-0 items-center gap-1">
            <User className="h-3.5 w-3.5 shrink-0" aria-hidden />
            <span className="truncate">{content.person}</span>
          </span>
        ) : null}
      </div>
    </>
  );
}

const cardClass =
  'block w-full rounded-md border border-slate-200 bg-white px-3 py-2 text-left text-sm shadow-sm';

/** A card that can be picked up: by the pointer, or focused and lifted with Space. */
export const BoardCard = memo(function BoardCard({
  id,
  status,
  content,
  marks,
  fixed = false,
}: {
  id: string;
  status: string;
  content: BoardCardContent;
  marks?: readonly GridPresenceMark[];
  /** Read only (閲覧のみ): the card cannot be picked up. */
  fixed?: boolean;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, disabled: fixed });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-roledescription={s.cardRole}
      aria-label={s.cardName(content.title, status || s.noStatus)}
      data-card-id={id}
      className={cn(
        cardClass,
        'focus-visible:outline-brand-600 cursor-grab touch-none hover:border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-1',
        isDragging && 'opacity-40',
      )}
    >
      <CardFace content={content} marks={marks} />
    </div>
  );
});

/** The card under the pointer while it is carried (DragOverlay). */
export function CarriedCard({ content }: { content: BoardCardContent }) {
  return (
    <div className={cn(cardClass, 'ring-brand-400 cursor-grabbing shadow-lg ring-2')}>
      <CardFace content={content} />
    </div>
  );
}
