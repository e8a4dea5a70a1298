/** Where the emulators listen; `firebase emulators:exec` sets these variables. */
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-backoffice';

export function emulatorHost(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): {
  host: string;
  port: number;
} {
  const value = process.env[variable];
  if (!value)
    throw new Error(`${variable} is not set: run this suite through npm run test:emulators`);
  const [host = '127.0.0.1', port = '0'] = value.split(':');
  return { host, port: Number(port) };
}
