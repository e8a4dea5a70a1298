import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** One Admin SDK app per function instance, created on first use (cold starts stay cheap). */
export function adminFirestore(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}
