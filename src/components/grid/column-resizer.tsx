import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { clampWidth, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, RESIZE_STEP } from './column-layout';
import { gridStrings as s } from './strings';

/**
 * The right edge of a column header: drag it to change the column's width, or focus it and use
 * the left and right arrow keys (Shift: larger steps); a double click or Enter puts the table's
 * default width back. A vertical `separator` with its value, as the ARIA pattern for splitters.
 */
export function ColumnResizer({
  header,
  width,
  onResize,
  onReset,
}: {
  header: string;
  width: number;
  onResize: (width: number) => void;
  onReset: () => void;
}) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start) onResize(clampWidth(start.startWidth + event.clientX - start.startX));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? RESIZE_STEP * 4 : RESIZE_STEP;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onResize(clampWidth(width + (event.key === 'ArrowRight' ? step : -step)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onReset();
    }
  };

  return (
    // A focusable separator is a widget in ARIA (the window splitter pattern), which the lint
    // rule does not know: it moves with the arrow keys like a slider.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={s.resizeColumn(header)}
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
      title={s.resizeHint}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onDoubleClick={onReset}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
      className="hover:bg-brand-300 focus-visible:bg-brand-500 absolute top-0 right-0 z-10 h-full w-2 cursor-col-resize touch-none select-none focus-visible:outline-none"
    />
  );
}
