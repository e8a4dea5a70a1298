// Seeds the running Firebase emulators with the same demo data as local mode, plus the demo
// staff account (uid 'demo-user', so the seeded member record makes it staff). Uses the Admin
// SDK from functions/, which bypasses security rules the way a server-side seed should.
import { createRequire } from 'node:module';
import { DEMO_ACCOUNT, demoDocuments } from '../src/lib/backend/local/seed';
import { turnOffEmulatorSignUp } from './lib/emulator-sign-up';

// firebase-admin lives in functions/node_modules; the few calls used here are typed by hand
// so the root typecheck does not depend on the functions install.
interface AdminBatch {
  set(ref: unknown, data: Record<string, unknown>): void;
  commit(): Promise<unknown>;
}
interface AdminFirestore {
  batch(): AdminBatch;
  collection(name: string): { doc(id: string): unknown };
}
interface AdminAuth {
  createUser(user: { uid: string; email: string; password: string }): Promise<unknown>;
}

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error(
    'seed-emulators: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set (run inside emulators:exec).',
  );
  process.exit(1);
}

const require = createRequire(new URL('../functions/package.json', import.meta.url));
const { initializeApp } = require('firebase-admin/app') as {
  initializeApp(options: { projectId: string }): unknown;
};
const { getAuth } = require('firebase-admin/auth') as { getAuth(): AdminAuth };
const { getFirestore } = require('firebase-admin/firestore') as { getFirestore(): AdminFirestore };

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-backoffice';
// As in production: clients cannot sign up; accounts come from the Admin SDK (this seed, the
// members callables, create-admin).
await turnOffEmulatorSignUp(process.env.FIREBASE_AUTH_EMULATOR_HOST, projectId);
initializeApp({ projectId });
const auth = getAuth();
const db = getFirestore();

await auth
  .createUser({ uid: DEMO_ACCOUNT.uid, email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })
  .catch((error: { code?: string }) => {
    if (error.code !== 'auth/uid-already-exists' && error.code !== 'auth/email-already-exists') {
      throw error;
    }
  });

const documents = demoDocuments(new Date());
for (let start = 0; start < documents.length; start += 400) {
  const batch = db.batch();
  for (const item of documents.slice(start, start + 400)) {
    batch.set(db.collection(item.collection).doc(item.id), item.data);
  }
  await batch.commit();
}
console.info(
  `seed-emulators: ${documents.length} documents and the demo account (${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}); client sign-up is off`,
);
