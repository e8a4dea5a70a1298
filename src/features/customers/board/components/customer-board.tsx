import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { GridPresenceMark } from '@/components/grid/types';
import type { CellEdit, UndoStep } from '@/components/grid/undo-stack';
import { useGridUndo } from '@/components/grid/use-grid-undo';
import { notify } from '@/components/ui/toast';
import { boardLanes, oncePerRow } from '../model/board';
import { boardStrings as s } from '../../strings';
import { CarriedCard, type BoardCardContent } from './board-card';
import { laneKeyboardCoordinates } from './board-keyboard';
import { usePlacedRows } from './use-placed-rows';
import { BoardLane, laneId, statusOfLane } from './board-lane';

export interface CustomerBoardProps<
  Row extends { id: string; clientName: string; progress: string },
> {
  label: string;
  /** The rows the view lets through, in its order. */
  rows: readonly Row[];
  /** Every 進捗 choice, in the option list's order. */
  statuses: readonly string[];
  /** The view's 進捗 filter: only these lanes are shown when it is set. */
  chosen: readonly string[];
  statusStyle: (status: string) => { backgroundColor: string; color: string };
  card: (row: Row) => BoardCardContent;
  marks: ReadonlyMap<string, readonly GridPresenceMark[]>;
  /** Writes the row's 進捗 (one update: the history records it). */
  onMove: (rowId: string, progress: string) => Promise<void>;
  failedMessage: string;
  /** Read only (閲覧のみ): cards stay where they are. */
  readOnly?: boolean;
  /** A lane's figures from its cards as drawn (moved cards count where they were dropped). */
  laneSummary?: (rows: readonly Row[]) => ReactNode;
}

/**
 * The board view of SA or OB: a lane per 進捗, a card per row. Dragging a card to another lane
 * (or Space, ← / →, Space by keyboard) writes its 進捗 once; Ctrl+Z or the toast's 元に戻す
 * writes it back. Each step is announced to screen readers.
 */
export function CustomerBoard<Row extends { id: string; clientName: string; progress: string }>({
  label,
  rows,
  statuses,
  chosen,
  statusStyle,
  card,
  marks,
  onMove,
  failedMessage,
  readOnly = false,
  laneSummary,
}: CustomerBoardProps<Row>) {
  const { rows: placed, place, unplace } = usePlacedRows(rows);
  const lanes = useMemo(() => boardLanes(placed, statuses, chosen), [placed, statuses, chosen]);
  const byId = useMemo(() => new Map(placed.map((row) => [row.id, row])), [placed]);
  /** Shows the card in its lane at once and writes its 進捗; a failed write puts it back. */
  const write = useCallback(
    async (rowId: string, progress: string) => {
      place(rowId, progress);
      try {
        await onMove(rowId, progress);
      } catch (error) {
        unplace(rowId);
        throw error;
      }
    },
    [onMove, place, unplace],
  );
  // One content object per row object, so unchanged cards skip rendering.
  const contentOf = useMemo(() => oncePerRow(card), [card]);
  const [carried, setCarried] = useState<Row | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: laneKeyboardCoordinates }),
  );

  const writeBack = useCallback(
    async (step: UndoStep) => {
      for (const edit of step) await write(edit.rowId, edit.before);
    },
    [write],
  );
  const { record } = useGridUndo(writeBack, failedMessage);

  const move = async (row: Row, to: string) => {
    const edit: CellEdit = { rowId: row.id, columnId: 'progress', before: row.progress, after: to };
    try {
      await write(row.id, to);
      record([edit], s.moved(row.clientName, to || s.noStatus));
    } catch (error) {
      console.error('board: progress not saved', error);
      notify.error(failedMessage);
    }
  };

  const nameOf = (id: UniqueIdentifier) => byId.get(String(id))?.clientName ?? '';
  const laneOf = (id: UniqueIdentifier | undefined) => {
    const status = id === undefined ? null : statusOfLane(String(id));
    return status === null ? '' : status || s.noStatus;
  };
  // The lane last announced: a drag starts over its own lane, and that is not news.
  const announcedLane = useRef('');
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedLane.current = laneId(byId.get(String(active.id))?.progress ?? '');
      return s.pickedUp(nameOf(active.id), laneOf(announcedLane.current));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedLane.current) return undefined;
      announcedLane.current = String(over.id);
      return s.over(nameOf(active.id), laneOf(over.id));
    },
    onDragEnd: ({ active, over }) =>
      over ? s.dropped(nameOf(active.id), laneOf(over.id)) : s.cancelled(nameOf(active.id)),
    onDragCancel: ({ active }) => s.cancelled(nameOf(active.id)),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: s.instructions } }}
      onDragStart={({ active }) => setCarried(byId.get(String(active.id)) ?? null)}
      onDragCancel={() => setCarried(null)}
      onDragEnd={({ active, over }) => {
        setCarried(null);
        const row = byId.get(String(active.id));
        const to = over ? statusOfLane(String(over.id)) : null;
        if (row && to !== null && to !== row.progress) void move(row, to);
      }}
    >
      <div
        role="region"
        aria-label={label}
        className="flex h-[calc(100vh-18rem)] min-h-96 gap-3 overflow-x-auto pb-2"
      >
        {lanes.map((lane) => (
          <BoardLane
            key={lane.status}
            status={lane.status}
            rows={lane.rows}
            style={lane.status ? statusStyle(lane.status) : null}
            card={contentOf}
            marks={marks}
            fixed={readOnly}
            summary={laneSummary?.(lane.rows)}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {carried ? <CarriedCard content={contentOf(carried)} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
