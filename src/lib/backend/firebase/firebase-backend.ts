import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import type { FirebaseConfig } from '@/lib/env';
import type { Backend } from '../types';
import { FirebaseAuthService } from './firebase-auth';
import { FirebaseFunctionsPort } from './firebase-functions';
import { FirestoreDataStore } from './firestore-data-store';

/** Emulator ports, the same as firebase.json. */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001 } as const;

export function createFirebaseBackend(config: FirebaseConfig, useEmulators: boolean): Backend {
  const app = initializeApp(config);
  const auth = getAuth(app);
  const firestore = getFirestore(app);
  if (useEmulators) {
    connectAuthEmulator(auth, `http://127.0.0.1:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
    connectFirestoreEmulator(firestore, '127.0.0.1', EMULATOR_PORTS.firestore);
  }
  return {
    kind: 'firebase',
    data: new FirestoreDataStore(firestore),
    auth: new FirebaseAuthService(auth),
    functions: new FirebaseFunctionsPort(
      app,
      useEmulators ? { host: '127.0.0.1', port: EMULATOR_PORTS.functions } : null,
    ),
  };
}
