import {
  closestCenter,
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { CANVAS_ID, templateType } from '../../model/drop-rules';

export const KEYBOARD_STEP_PX = 25;

/** Arrow keys move the dragged item 25 px (spec section 9). */
export const stepCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case KeyboardCode.Down:
      return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_STEP_PX };
    case KeyboardCode.Up:
      return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_STEP_PX };
    case KeyboardCode.Right:
      return { ...currentCoordinates, x: currentCoordinates.x + KEYBOARD_STEP_PX };
    case KeyboardCode.Left:
      return { ...currentCoordinates, x: currentCoordinates.x - KEYBOARD_STEP_PX };
    default:
      return undefined;
  }
};

/**
 * The canvas droppable wraps every field, so plain closestCenter could pick the canvas and lose a
 * reorder. Fields win over the canvas; a dragged field only ever targets fields; a template
 * targets the field under the pointer (or overlapping it, when dragged by keyboard), else the canvas.
 */
export const builderCollision: CollisionDetection = (args) => {
  const fieldsOnly = args.droppableContainers.filter((c) => c.id !== CANVAS_ID);
  if (!templateType(args.active.id)) {
    return closestCenter({ ...args, droppableContainers: fieldsOnly });
  }
  const hits = args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);
  const fieldHit = hits.filter((c) => c.id !== CANVAS_ID);
  return fieldHit.length > 0 ? fieldHit.slice(0, 1) : hits;
};
