// Hosting predeploy (firebase.json): `firebase deploy` must never ship a local-mode build (an
// app that keeps its data in the visitor's browser and signs in the demo account). This builds
// with the Firebase variables and stops, clearly, when they are missing.
// `npm run build` is unchanged: without the variables it still gives a local-mode build.
import { spawnSync } from 'node:child_process';
import { loadEnv } from 'vite';

const REQUIRED = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'];

// What Vite itself will see in a production build: .env, .env.production, *.local, then the
// process environment (which wins).
const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env };
const missing = REQUIRED.filter((key) => !String(env[key] ?? '').trim());

if (missing.length > 0) {
  console.error(`
  Deploy stopped: this would be a LOCAL-MODE build (data in each visitor's browser, demo account).
  Missing: ${missing.join(', ')}
  Set them in the environment or in .env.production.local, then deploy again, e.g.
    VITE_FIREBASE_API_KEY=... VITE_FIREBASE_PROJECT_ID=... VITE_FIREBASE_APP_ID=... npx firebase deploy
`);
  process.exit(1);
}
if (env.VITE_USE_EMULATORS === 'true') {
  console.error(
    '\n  Deploy stopped: VITE_USE_EMULATORS=true would point the deployed app at local emulators.\n',
  );
  process.exit(1);
}
if (env.VITE_LOCAL_SEED) {
  console.warn('  (VITE_LOCAL_SEED is ignored in a Firebase build)');
}

console.info(`Building for deploy: Firebase project ${env.VITE_FIREBASE_PROJECT_ID}`);
const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...Object.fromEntries(REQUIRED.map((key) => [key, env[key]])) },
});
process.exit(result.status ?? 1);
