import { deleteField, increment, serverTimestamp, Timestamp } from 'firebase/firestore';
import { isFieldTransform } from '../field-values';
import type { DocumentData } from '../types';

/** Our values -> Firestore: transforms become SDK sentinels; Dates are stored as Timestamps. */
export function toFirestoreValue(value: unknown): unknown {
  if (isFieldTransform(value)) {
    if (value.__transform === 'serverTimestamp') return serverTimestamp();
    if (value.__transform === 'increment') return increment(value.by);
    return deleteField();
  }
  if (value instanceof Date) return Timestamp.fromDate(value);
  // As `ignoreUndefinedProperties` does: undefined fields are left out, undefined in a list is null.
  if (Array.isArray(value)) {
    return value.map((item) => (item === undefined ? null : toFirestoreValue(item)));
  }
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) out[key] = toFirestoreValue(item);
    }
    return out;
  }
  return value;
}

/** Firestore -> our values: every Timestamp (also nested in maps and arrays) becomes a Date. */
export function fromFirestoreValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = fromFirestoreValue(item);
    return out;
  }
  return value;
}

export const toFirestoreData = (data: DocumentData) => toFirestoreValue(data) as DocumentData;
export const fromFirestoreData = (data: DocumentData) => fromFirestoreValue(data) as DocumentData;
