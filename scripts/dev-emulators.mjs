// `npm run dev:emulators`: the Firebase build of the app (vite dev, VITE_USE_EMULATORS=true)
// against the Emulator Suite (Auth, Firestore, Functions; scripts/lib/emulator-suite.mjs),
// seeded with the demo data. Triggers run as deployed: history entries, statistics, the rows a
// personal-link answer lands on. Stop with Ctrl+C.
import {
  EMULATOR_APP_ENV,
  EmulatorSetupError,
  PROJECT_ID,
  buildFunctions,
  emulatorsExec,
  useFunctionsFiles,
} from './lib/emulator-suite.mjs';

const port = process.env.PORT ?? '5173';

// The functions' parameters and secrets for a local run, unless you have your own
// functions/.env.local and .secret.local (kept as they are): AI summaries are off ('none'), and a
// survey's Chatwork messages are tried with the token 'none' and listed as failed on its results.
const params = {
  ENFORCE_APP_CHECK: 'false',
  ADMIN_ORIGIN: `http://localhost:${port}`,
  AI_API_BASE: 'https://api.openai.com/v1',
  AI_MODEL: 'gpt-4o-mini',
};
const secrets = { CHATWORK_NOTIFY_TOKEN: 'none', AI_API_KEY: 'none' };

let code = 1;
try {
  buildFunctions();
  const restore = useFunctionsFiles({ secrets, params, keepExisting: true });
  console.info(`
  Back Office (Firebase build) against the emulators, project ${PROJECT_ID}
  URL:           http://localhost:${port}/
  Demo account:  demo@example.com / demo1234
  Public hosts:  http://survey.localhost:${port}/<id>  http://promotion.localhost:${port}/<id>
`);
  try {
    code = await emulatorsExec({
      script: `node node_modules/tsx/dist/cli.mjs scripts/seed-emulators.ts && node node_modules/vite/bin/vite.js --port ${port} --strictPort`,
      env: EMULATOR_APP_ENV,
    });
  } finally {
    restore();
  }
} catch (error) {
  if (!(error instanceof EmulatorSetupError)) throw error;
  console.error(`dev:emulators cannot start: ${error.message}\nUse \`npm run dev\` (local mode).`);
}
process.exit(code);
