import {
  documentId,
  limit,
  orderBy,
  startAfter,
  where,
  type DocumentSnapshot,
  type QueryConstraint,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { DocumentData, QueryOptions, SnapshotChanges, StoredDocument } from '../types';
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

/**
 * A live query's snapshot handler: each delivery gives every document and what changed. Only
 * the documents Firestore reports as changed are converted again; the rest keep their object
 * from the previous delivery. A snapshot that changes nothing (a metadata change) is delivered
 * only when `hasPendingWrites` flips, i.e. when the server confirms a write.
 */
export function snapshotDeliveries(
  onChange: (docs: StoredDocument[], changes: SnapshotChanges) => void,
): (snapshot: QuerySnapshot) => void {
  let previous = new Map<string, StoredDocument>();
  let first = true;
  let lastPending = false;
  return (snapshot) => {
    const added: StoredDocument[] = [];
    const modified: StoredDocument[] = [];
    const removed: StoredDocument[] = [];
    const fresh = new Map<string, StoredDocument>();
    const changes = snapshot.docChanges();
    for (const change of changes) {
      const id = change.doc.id;
      if (change.type === 'removed') {
        removed.push(previous.get(id) ?? toStored(change.doc));
        continue;
      }
      const stored = toStored(change.doc);
      fresh.set(id, stored);
      (change.type === 'added' ? added : modified).push(stored);
    }
    const docs = snapshot.docs.map(
      (item) => fresh.get(item.id) ?? previous.get(item.id) ?? toStored(item),
    );
    previous = new Map(docs.map((item) => [item.id, item]));
    const hasPendingWrites = snapshot.metadata.hasPendingWrites;
    if (!first && changes.length === 0 && hasPendingWrites === lastPending) return;
    first = false;
    lastPending = hasPendingWrites;
    onChange(docs, { added, modified, removed, hasPendingWrites });
  };
}
