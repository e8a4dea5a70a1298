import type { FieldTransform } from './types';

/** The store's clock: the write time as the store sees it. */
export const serverTimestamp = (): FieldTransform => ({ __transform: 'serverTimestamp' });

/** Adds `by` to a numeric field (missing counts as 0). */
export const increment = (by: number): FieldTransform => ({ __transform: 'increment', by });

/** Removes the field from the document. */
export const deleteField = (): FieldTransform => ({ __transform: 'deleteField' });

export function isFieldTransform(value: unknown): value is FieldTransform {
  return typeof value === 'object' && value !== null && '__transform' in value;
}
