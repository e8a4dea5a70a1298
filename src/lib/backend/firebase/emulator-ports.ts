/** Emulator ports, the same as firebase.json. */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001 } as const;

/** Where Firestore's REST API answers: the emulator's port, or Google's service. */
export function firestoreOrigin(useEmulators: boolean): string {
  return useEmulators
    ? `http://127.0.0.1:${EMULATOR_PORTS.firestore}`
    : 'https://firestore.googleapis.com';
}
