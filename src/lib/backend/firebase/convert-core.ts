import { isFieldTransform } from '../field-values';
import type { DocumentData } from '../types';

/**
 * The value helpers of one Firestore SDK flavour. The full SDK and Firestore Lite each have
 * their own Timestamp class and sentinels (a Lite Timestamp is not `instanceof` the full one),
 * so the conversion is written once and bound to either.
 */
export interface FirestoreValueSdk {
  Timestamp: { fromDate(date: Date): unknown; prototype: { toDate(): Date } };
  serverTimestamp(): unknown;
  /** Left out by the public adapter (a visitor only adds documents), which then refuses them. */
  increment?: (by: number) => unknown;
  deleteField?: () => unknown;
}

export interface Converters {
  toFirestoreValue(value: unknown): unknown;
  toFirestoreData(data: DocumentData): DocumentData;
  fromFirestoreValue(value: unknown): unknown;
  fromFirestoreData(data: DocumentData): DocumentData;
}

export function convertersFor(sdk: FirestoreValueSdk): Converters {
  const isTimestamp = (value: unknown): value is { toDate(): Date } =>
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === sdk.Timestamp.prototype;

  /** Our values -> Firestore: transforms become SDK sentinels; Dates are stored as Timestamps. */
  function toFirestoreValue(value: unknown): unknown {
    if (isFieldTransform(value)) {
      if (value.__transform === 'serverTimestamp') return sdk.serverTimestamp();
      const sentinel =
        value.__transform === 'increment' ? sdk.increment?.(value.by) : sdk.deleteField?.();
      if (sentinel === undefined) throw new Error(`${value.__transform}() is not supported here`);
      return sentinel;
    }
    if (value instanceof Date) return sdk.Timestamp.fromDate(value);
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
  function fromFirestoreValue(value: unknown): unknown {
    if (isTimestamp(value)) return value.toDate();
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

  return {
    toFirestoreValue,
    toFirestoreData: (data) => toFirestoreValue(data) as DocumentData,
    fromFirestoreValue,
    fromFirestoreData: (data) => fromFirestoreValue(data) as DocumentData,
  };
}
