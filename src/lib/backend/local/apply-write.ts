import { isFieldTransform } from '../field-values';
import type { DocumentData } from '../types';

/**
 * Pure write semantics of the local store, mirroring Firestore's: transforms are resolved
 * against the previous value, `set` with merge deep-merges maps, `update` accepts dotted
 * field paths (`'summaries.q1'`) and replaces the value at that path.
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
  if (Array.isArray(value)) return value.map((item) => resolveValue(undefined, item, now));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
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
    if (isPlainObject(value) && isPlainObject(target[key])) {
      const nested = { ...(target[key] as Record<string, unknown>) };
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
  if (!merge || !previous) return resolveValue(undefined, data, now) as DocumentData;
  const next = structuredClone(previous);
  mergeInto(next, data, now);
  return next;
}

export function applyUpdate(previous: DocumentData, data: DocumentData, now: Date): DocumentData {
  const next = structuredClone(previous);
  for (const [path, value] of Object.entries(data)) {
    const keys = path.split('.');
    const last = keys.pop()!;
    let cursor: Record<string, unknown> = next;
    for (const key of keys) {
      if (!isPlainObject(cursor[key])) cursor[key] = {};
      cursor = cursor[key] as Record<string, unknown>;
    }
    const resolved = resolveValue(cursor[last], value, now);
    if (resolved === undefined) delete cursor[last];
    else cursor[last] = resolved;
  }
  return next;
}
