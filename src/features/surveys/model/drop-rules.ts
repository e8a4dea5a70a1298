import type { DraftAction } from './draft-reducer';
import { FIELD_TYPES, type KnownFieldType } from './field-types';
import type { SurveyField } from './types';

/** dnd-kit's UniqueIdentifier, without importing the React library into the model. */
export type DragId = string | number;

/** The droppable that holds every field; dropping a template on it appends. */
export const CANVAS_ID = 'canvas';
const TEMPLATE_PREFIX = 'template:';

/** The drag id of a palette part. */
export function templateId(type: KnownFieldType): string {
  return `${TEMPLATE_PREFIX}${type}`;
}

/** The field type a palette part's drag id names, or null for anything else (a field, the canvas). */
export function templateType(id: DragId): KnownFieldType | null {
  const text = String(id);
  if (!text.startsWith(TEMPLATE_PREFIX)) return null;
  const type = text.slice(TEMPLATE_PREFIX.length);
  return (FIELD_TYPES as readonly string[]).includes(type) ? (type as KnownFieldType) : null;
}

/**
 * What a drop means, as a draft action: a template on the canvas appends, a template on a field
 * inserts before it, a field on another field moves there. Pure, so the rules are tested alone.
 */
export function dropAction(
  activeId: DragId,
  overId: DragId | null,
  fields: readonly SurveyField[],
  makeField: (type: KnownFieldType) => SurveyField,
): DraftAction | null {
  if (overId === null) return null;
  const indexOf = (id: DragId) => fields.findIndex((f) => f.id === id);
  const type = templateType(activeId);
  if (type) {
    const index = overId === CANVAS_ID ? -1 : indexOf(overId);
    return { type: 'insertField', field: makeField(type), index };
  }
  const from = indexOf(activeId);
  const to = indexOf(overId);
  if (from < 0 || to < 0 || from === to) return null;
  return { type: 'moveField', from, to };
}
