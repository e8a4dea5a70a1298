import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useRef, type ReactNode } from 'react';
import { commonStrings } from './strings';

const s = commonStrings.dnd;

/**
 * A vertical list reordered by dragging its items' handles (`useSortable`) or by keyboard: Space
 * picks an item up, the arrows move it, Space drops it, Escape cancels; each step is announced
 * to screen readers in Japanese with the item's name and place.
 */
export function SortableList({
  ids,
  labelOf,
  onMove,
  children,
}: {
  ids: readonly string[];
  labelOf: (id: string) => string;
  /** The item `id` was dropped where `overId` was. */
  onMove: (id: string, overId: string) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => labelOf(String(id));
  const place = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  // The place last announced: a drag starts over the item itself, and that is not news.
  const announced = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announced.current = active.id;
      return s.start(name(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announced.current) return undefined;
      announced.current = over.id;
      return s.over(name(active.id), place(over.id), ids.length);
    },
    onDragEnd: ({ active, over }) =>
      over ? s.end(name(active.id), place(over.id), ids.length) : undefined,
    onDragCancel: ({ active }) => s.cancel(name(active.id)),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={({ active, over }) => {
        if (over && over.id !== active.id) onMove(String(active.id), String(over.id));
      }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: s.instructions } }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
