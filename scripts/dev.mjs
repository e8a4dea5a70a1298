// `npm run dev`: the app in local mode (no Firebase project needed), with the demo account shown.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '5173';
const configured = Boolean(process.env.VITE_FIREBASE_PROJECT_ID);
console.info(`
  Back Office ${configured ? '(Firebase mode: VITE_FIREBASE_* is set)' : '(local mode: data lives in this browser)'}
  URL:           http://localhost:${port}/
  Demo account:  demo@example.com / demo1234
  Public hosts:  http://survey.localhost:${port}/<id>  http://promotion.localhost:${port}/<id>
`);
const child = spawn(
  'node',
  ['node_modules/vite/bin/vite.js', '--port', port, '--strictPort', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
