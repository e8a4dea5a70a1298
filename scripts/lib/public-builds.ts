// The builds the public pages' benchmarks compare (bench-public-bundle.ts,
// bench-public-lighthouse.ts): variables for a local-mode build and for a Firebase build with a
// placeholder project, and the build itself.
import { spawnSync } from 'node:child_process';

/** Every variable that picks a backend, blank: a local-mode build unless one is set again. */
export const LOCAL_BUILD = {
  VITE_FIREBASE_API_KEY: '',
  VITE_FIREBASE_PROJECT_ID: '',
  VITE_FIREBASE_APP_ID: '',
  VITE_USE_EMULATORS: '',
  VITE_APP_CHECK_SITE_KEY: '',
  VITE_LOCAL_SEED: 'demo',
};

/** A Firebase build for a project that does not exist (its Firestore is faked by the bench). */
export const FIREBASE_BUILD_VARS = {
  ...LOCAL_BUILD,
  VITE_LOCAL_SEED: '',
  VITE_FIREBASE_API_KEY: 'bench-key',
  VITE_FIREBASE_PROJECT_ID: 'demo-bench',
  VITE_FIREBASE_APP_ID: 'bench-app',
};

/** `vite build` into `outDir` with `vars` over the environment; exits on a failed build. */
export function buildInto(outDir: string, vars: Record<string, string>): string {
  const result = spawnSync(
    'node',
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', outDir],
    { stdio: 'inherit', env: { ...process.env, ...vars } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  return outDir;
}
