import type { Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { MEMBER_MENTIONS } from '../shared/contracts/collections.js';
import type { PersonalDataEraser } from '../shared/erase-personal-data.js';
import type { PathDoc } from '../shared/personal-data.js';

/** Firestore values as plain JSON-safe data: Timestamps become ISO text (the browser's download). */
export function plainData(value: unknown): unknown {
  if (value && typeof value === 'object') {
    const toDate = (value as { toDate?: () => Date }).toDate;
    if (typeof toDate === 'function') return toDate.call(value).toISOString();
    if (Array.isArray(value)) return value.map(plainData);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainData(item)]));
  }
  return value;
}

/** The personal-data search and erasure over the Admin SDK (the callables and the CLI share it). */
export function adminPersonalData(db: Firestore): PersonalDataEraser {
  const docs = (snapshot: QuerySnapshot): PathDoc[] =>
    snapshot.docs.map((doc) => ({ path: doc.ref.path, data: doc.data() }));
  return {
    list: async (collection) => docs(await db.collection(collection).get()),
    listMentions: async () => docs(await db.collectionGroup(MEMBER_MENTIONS).get()),
    updatePaths: async (paths, data) => {
      for (let start = 0; start < paths.length; start += 400) {
        const batch = db.batch();
        for (const path of paths.slice(start, start + 400)) batch.update(db.doc(path), data);
        await batch.commit();
      }
    },
    deletePaths: async (paths) => {
      for (let start = 0; start < paths.length; start += 400) {
        const batch = db.batch();
        for (const path of paths.slice(start, start + 400)) batch.delete(db.doc(path));
        await batch.commit();
      }
    },
  };
}
