import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard moves on the board: ← / → carry the picked-up card to the lane before or after (its
 * order inside a lane is the view's sort, so ↑ / ↓ do nothing). The card's rect is placed in the
 * middle of that lane, where the collision check finds it.
 */
export const laneKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction =
    event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) {
    event.preventDefault();
    return undefined;
  }
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const lanes = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [rect] : [];
    })
    .sort((a, b) => a.left - b.left);
  const center = collisionRect.left + collisionRect.width / 2;
  const target =
    direction > 0
      ? lanes.find((rect) => rect.left > center)
      : lanes.reverse().find((rect) => rect.left + rect.width < center);
  if (!target) return undefined;
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: collisionRect.top,
  };
};
