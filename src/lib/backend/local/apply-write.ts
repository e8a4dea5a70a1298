import { DataError } from '../errors';
import { isFieldTransform } from '../field-values';
import { newDocumentId } from '../new-id';
import type { DocumentData } from '../types';
import type { StoredRow } from './local-database';

/**
 * Pure write semantics of the local store, mirroring Firestore's (with
 * `ignoreUndefinedProperties`): transforms are resolved against the previous value, `set`
 * with merge deep-merges maps, `update` accepts dotted field paths (`'summaries.q1'`) and
 * replaces the value at that path, `undefined` values are left out (inside arrays they become
 * null), and the SDK's rejections are reproduced (deleteField outside a merge or nested in an
 * update value, any transform inside an array).
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !isFieldTransform(value)
  );
}

type Mode = 'set' | 'merge' | 'update';

function invalid(message: string): DataError {
  return new DataError('invalid-argument', message);
}

/**
 * Throws what Firestore's SDK throws for a misplaced transform. `topLevel` is true for a value
 * named directly by an update's field path.
 */
function validateValue(value: unknown, mode: Mode, topLevel: boolean, inArray: boolean): void {
  if (isFieldTransform(value)) {
    if (inArray) throw invalid(`${value.__transform}() はリストの中では使えません`);
    if (value.__transform !== 'deleteField') return;
    if (mode === 'set') throw invalid('deleteField() は merge なしの set では使えません');
    if (mode === 'update' && !topLevel) {
      throw invalid('deleteField() は update の最上位のフィールドにだけ使えます');
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) validateValue(item, mode, false, true);
  } else if (isPlainObject(value)) {
    for (const item of Object.values(value)) validateValue(item, mode, false, inArray);
  }
}

/** Checks a write's data before anything is stored (throws `invalid-argument`). */
export function validateWrite(data: DocumentData, mode: Mode): void {
  for (const value of Object.values(data)) validateValue(value, mode, true, false);
}

function resolveValue(previous: unknown, value: unknown, now: Date): unknown {
  if (isFieldTransform(value)) {
    switch (value.__transform) {
      case 'serverTimestamp':
        return new Date(now);
      case 'increment':
        return (typeof previous === 'number' ? previous : 0) + value.by;
      case 'deleteField':
        return undefined;
    }
  }
  if (Array.isArray(value)) {
    return value.map((item) => (item === undefined ? null : resolveValue(undefined, item, now)));
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const resolved = resolveValue(undefined, item, now);
      if (resolved !== undefined) out[key] = resolved;
    }
    return out;
  }
  return value;
}

function mergeInto(
  target: Record<string, unknown>,
  patch: Record<string, unknown>,
  now: Date,
): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    // A non-empty map merges field by field; an empty map replaces (Firestore's field mask).
    // Undefined fields are left out first, as the SDK does: `{ a: undefined }` is an empty map.
    if (isPlainObject(value) && Object.values(value).some((item) => item !== undefined)) {
      const nested = isPlainObject(target[key]) ? { ...target[key] } : {};
      mergeInto(nested, value, now);
      target[key] = nested;
      continue;
    }
    const resolved = resolveValue(target[key], value, now);
    if (resolved === undefined) delete target[key];
    else target[key] = resolved;
  }
}

export function applySet(
  previous: DocumentData | null,
  data: DocumentData,
  merge: boolean,
  now: Date,
): DocumentData {
  validateWrite(data, merge ? 'merge' : 'set');
  if (!merge) return resolveValue(undefined, data, now) as DocumentData;
  const next = previous ? structuredClone(previous) : {};
  mergeInto(next, data, now);
  return next;
}

export function applyUpdate(previous: DocumentData, data: DocumentData, now: Date): DocumentData {
  validateWrite(data, 'update');
  const next = structuredClone(previous);
  for (const [path, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const isDelete = isFieldTransform(value) && value.__transform === 'deleteField';
    const keys = path.split('.');
    const last = keys.pop()!;
    let cursor: Record<string, unknown> | null = next;
    for (const key of keys) {
      if (!isPlainObject(cursor[key])) {
        // Deleting below a missing map changes nothing; writing creates the maps on the way.
        if (isDelete) {
          cursor = null;
          break;
        }
        cursor[key] = {};
      }
      cursor = cursor[key] as Record<string, unknown>;
    }
    if (!cursor) continue;
    const resolved = resolveValue(cursor[last], value, now);
    if (resolved === undefined) delete cursor[last];
    else cursor[last] = resolved;
  }
  return next;
}

/** One write as the store applies it (batches, transactions and single writes alike). */
export type Operation =
  | {
      kind: 'set';
      collection: string;
      id: string;
      data: DocumentData;
      merge: boolean;
      /** The id was just made (`newDocumentId`): nothing is stored under it, nothing to read. */
      fresh?: boolean;
    }
  | { kind: 'update'; collection: string; id: string; data: DocumentData }
  | { kind: 'delete'; collection: string; id: string };

/** Refuses what the SDK would refuse, before anything is written. */
export function validate(operation: Operation): void {
  if (operation.kind === 'set') validateWrite(operation.data, operation.merge ? 'merge' : 'set');
  else if (operation.kind === 'update') validateWrite(operation.data, 'update');
}

/**
 * The stored row after one operation on `previous` (null: absent, or deleted), with a new
 * revision; an update of a missing document is refused as Firestore refuses it (not-found).
 */
export function rowAfter(
  previous: StoredRow | null,
  operation: Operation,
  now: Date,
): StoredRow | null {
  if (operation.kind === 'delete') return null;
  const rev = newDocumentId().slice(0, 12);
  if (operation.kind === 'update') {
    if (!previous)
      throw new DataError('not-found', `${operation.collection}/${operation.id} が見つかりません`);
    return { ...previous, data: applyUpdate(previous.data, operation.data, now), rev };
  }
  const data = applySet(previous?.data ?? null, operation.data, operation.merge, now);
  return { collection: operation.collection, id: operation.id, data, rev };
}
