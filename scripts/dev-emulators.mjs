// `npm run dev:emulators`: the Firebase build of the app (vite dev, VITE_USE_EMULATORS=true)
// against the Emulator Suite (Auth, Firestore, Functions; scripts/lib/emulator-suite.mjs),
// seeded with the demo data. Triggers run as deployed: history entries, statistics, the rows a
// personal-link answer lands on. Stop with Ctrl+C.
import { EMULATOR_APP_ENV, PROJECT_ID, runWithEmulators } from './lib/emulator-suite.mjs';

const port = process.env.PORT ?? '5173';

console.info(`
  Back Office (Firebase build) against the emulators, project ${PROJECT_ID}
  URL:           http://localhost:${port}/
  Demo account:  demo@example.com / demo1234
  Public hosts:  http://survey.localhost:${port}/<id>  http://promotion.localhost:${port}/<id>
`);
const code = await runWithEmulators({
  title: 'dev:emulators (use `npm run dev` for local mode)',
  script: `node node_modules/tsx/dist/cli.mjs --tsconfig tsconfig.node.json scripts/seed-emulators.ts && node node_modules/vite/bin/vite.js --port ${port} --strictPort`,
  env: EMULATOR_APP_ENV,
  // The functions' parameters and secrets, unless you have your own functions/.env.local and
  // .secret.local (kept as they are): AI summaries and the 法人番号 lookup are off ('none'), and a survey's Chatwork
  // messages are tried with the token 'none' and listed as failed on its results page.
  functionsFiles: {
    params: {
      ENFORCE_APP_CHECK: 'false',
      ADMIN_ORIGIN: `http://localhost:${port}`,
      AI_API_BASE: 'https://api.openai.com/v1',
      AI_MODEL: 'gpt-4o-mini',
    },
    secrets: { CHATWORK_NOTIFY_TOKEN: 'none', AI_API_KEY: 'none', CORPORATE_API_APP_ID: 'none' },
    keepExisting: true,
  },
});
process.exit(code);
