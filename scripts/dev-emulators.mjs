// `npm run dev:emulators`: the Firebase Emulator Suite (auth, firestore, functions) seeded
// with the demo data, and the app (vite dev server) pointed at it.
import { spawn, spawnSync } from 'node:child_process';

const port = process.env.PORT ?? '5173';
const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
const javaText = `${java.stderr ?? ''}`.split('\n')[0] ?? '';
const major = Number(javaText.match(/version "(\d+)/)?.[1] ?? 0);
if (java.error || major < 21) {
  console.error(
    `dev:emulators needs the Firestore emulator, which needs Java 21+ (found: ${java.error ? 'no java' : javaText}).\n` +
      'Install a JDK 21 and run again, or use `npm run dev` (local mode, no Firebase needed).',
  );
  process.exit(1);
}

const build = spawnSync('npm', ['--prefix', 'functions', 'run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const appEnv = {
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_PROJECT_ID: 'demo-backoffice',
  VITE_FIREBASE_APP_ID: 'demo-app',
  VITE_USE_EMULATORS: 'true',
};
console.info(`
  Back Office against the Firebase emulators
  URL:           http://localhost:${port}/
  Demo account:  demo@example.com / demo1234
`);
const script = `npx tsx scripts/seed-emulators.ts && node node_modules/vite/bin/vite.js --port ${port} --strictPort`;
const child = spawn(
  'node_modules/.bin/firebase',
  ['emulators:exec', '--only', 'auth,firestore,functions', '--project', 'demo-backoffice', script],
  { stdio: 'inherit', env: { ...process.env, ...appEnv } },
);
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGINT'));
