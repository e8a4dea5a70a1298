import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The Admin SDK's name for the app that getFirestore() and getAuth() use without arguments. */
const DEFAULT_APP = '[DEFAULT]';

/**
 * One Admin SDK default app per function instance, created on first use (cold starts stay
 * cheap). Checked by name, not by "no app yet": the Functions emulator's runtime registers an
 * app of its own first, and a count of apps then left the default one uncreated (every trigger
 * failed with "The default Firebase app does not exist" on the emulators).
 */
export function adminFirestore(): Firestore {
  if (!getApps().some((app) => app.name === DEFAULT_APP)) initializeApp();
  return getFirestore();
}
