/** Emulator ports, the same as firebase.json. */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001 } as const;
