import {
  documentId,
  limit,
  orderBy,
  startAfter,
  where,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore';
import type { DocumentData, QueryOptions, StoredDocument } from '../types';
import { fromFirestoreData, toFirestoreValue } from './convert';

// Our query options as Firestore constraints, and Firestore snapshots as our documents: the
// pure half of firestore-data-store.ts.

/** A (dotted) field of stored data, as `orderBy` names it. */
function fieldAt(data: DocumentData, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      data,
    );
}

export function constraints(options: QueryOptions = {}): QueryConstraint[] {
  const list: QueryConstraint[] = (options.where ?? []).map((filter) =>
    where(filter.field, '==', filter.value),
  );
  if (options.orderBy)
    list.push(orderBy(options.orderBy.field, options.orderBy.direction ?? 'asc'));
  if (options.startAfter) {
    // Ties broken by document id in the same direction, as the local store does.
    const after = options.startAfter;
    list.push(orderBy(documentId(), options.orderBy?.direction ?? 'asc'));
    list.push(
      options.orderBy
        ? startAfter(toFirestoreValue(fieldAt(after.data, options.orderBy.field)), after.id)
        : startAfter(after.id),
    );
  }
  if (options.limit !== undefined) list.push(limit(options.limit));
  return list;
}

export function toStored(snapshot: DocumentSnapshot): StoredDocument {
  return {
    id: snapshot.id,
    // A pending serverTimestamp reads as the local estimate instead of null.
    data: fromFirestoreData(snapshot.data({ serverTimestamps: 'estimate' }) ?? {}),
  };
}
