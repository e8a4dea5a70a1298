// The Firebase Emulator Suite as these machines run it: `firebase emulators:exec` with Auth,
// Firestore and Functions, where the Firestore emulator is the Cloud SDK's (Debian package
// google-cloud-cli-firestore-emulator, 1.19.9, runs on Java 11+) instead of the JAR firebase-tools
// would download (needs Java 21 and the internet). firebase-tools runs that JAR itself, so it
// registers the Firestore triggers in the Functions emulator; docs/decisions.md says why this
// set-up and not a separately started emulator. Used by test-emulators, dev-emulators and
// e2e-emulators. Anything missing stops the run with a message: never a silent skip.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PROJECT_ID = 'demo-backoffice';
const root = join(import.meta.dirname, '../..');
const SDK_JAR =
  process.env.CLOUD_FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const JAVA_FLOOR = 11;

export class EmulatorSetupError extends Error {}

function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return { major: 0, text: 'java not found' };
  const text = `${result.stderr}${result.stdout}`;
  const match = text.match(/version "(\d+)(?:\.(\d+))?/);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  return { major, text: text.split('\n')[0] ?? '' };
}

/**
 * firebase-tools starts the Firestore emulator as `java -jar <FIRESTORE_EMULATOR_BINARY_PATH>`,
 * and the SDK's JAR has no Main-Class. A JAR holding only a manifest (Main-Class, and the SDK JAR
 * on its Class-Path) makes it startable that way. Built once into node_modules/.cache.
 */
export function firestoreLauncherJar() {
  if (!existsSync(SDK_JAR)) {
    throw new EmulatorSetupError(
      `The Firestore emulator is missing: ${SDK_JAR} does not exist.\n` +
        '  Install the Debian package google-cloud-cli-firestore-emulator (528.0.0), or set\n' +
        '  CLOUD_FIRESTORE_EMULATOR_JAR to a cloud-firestore-emulator.jar.',
    );
  }
  const java = javaMajorVersion();
  if (java.major < JAVA_FLOOR) {
    throw new EmulatorSetupError(
      `The Firestore emulator needs Java ${JAVA_FLOOR}+ (found: ${java.text}).`,
    );
  }
  const dir = join(root, 'node_modules/.cache/firestore-emulator');
  const launcher = join(dir, 'firestore-emulator-launcher.jar');
  const manifest = `Main-Class: ${MAIN_CLASS}\nClass-Path: ${new URL(`file://${SDK_JAR}`).href}\n`;
  const manifestPath = join(dir, 'MANIFEST.MF');
  if (
    existsSync(launcher) &&
    existsSync(manifestPath) &&
    readFileSync(manifestPath, 'utf8') === manifest
  )
    return launcher;
  mkdirSync(dir, { recursive: true });
  writeFileSync(manifestPath, manifest);
  const made = spawnSync('jar', ['--create', '--file', launcher, '--manifest', manifestPath], {
    encoding: 'utf8',
  });
  if (made.status !== 0) {
    throw new EmulatorSetupError(
      `Could not make the Firestore emulator's launcher JAR with \`jar\` (a JDK tool): ${made.error?.message ?? made.stderr}`,
    );
  }
  return launcher;
}

/** Stops that end this script; each is passed on to the emulators (see `emulatorsExec`). */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * What the functions read from files under the Functions emulator: their secrets
 * (functions/.secret.local) and their parameters (functions/.env.local, which outranks every
 * other .env file there, and which the CLI otherwise fills with the defaults, production API URL
 * included). Both are git-ignored. Written for the run; what was there before (a developer's own
 * files) is put back, or ours removed, by the returned function and in any case when this
 * process exits. `keepExisting`: a developer's own file is used as it is.
 */
export function useFunctionsFiles({ secrets, params, keepExisting = false }) {
  const files = {
    [join(root, 'functions/.secret.local')]: secrets,
    [join(root, 'functions/.env.local')]: params,
  };
  const saved = new Map();
  const restore = () => {
    for (const [path, previous] of saved) {
      if (previous === null) rmSync(path, { force: true });
      else writeFileSync(path, previous);
    }
    saved.clear();
  };
  process.on('exit', restore);
  for (const [path, values] of Object.entries(files)) {
    const previous = existsSync(path) ? readFileSync(path, 'utf8') : null;
    if (previous !== null && keepExisting) {
      console.info(`i  emulators: using your own ${path}`);
      continue;
    }
    saved.set(path, previous);
    writeFileSync(
      path,
      Object.entries(values)
        .map(([key, value]) => `${key}=${value}\n`)
        .join(''),
    );
  }
  return restore;
}

/**
 * `npm --prefix functions run build`: the Functions emulator loads functions/lib. Skipped when
 * FUNCTIONS_BUILT=1: CI's step before (the functions' own tests) has just built the same tree.
 */
export function buildFunctions() {
  if (process.env.FUNCTIONS_BUILT === '1') return;
  const build = spawnSync('npm', ['--prefix', 'functions', 'run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new EmulatorSetupError('The functions build failed.');
}

/**
 * Runs `script` (a shell command) under `firebase emulators:exec --only <only>`; resolves with its
 * exit code. The CLI runs in its own Node with the Java-floor preload (firestore-java-floor.cjs).
 */
export function emulatorsExec({ only = 'auth,firestore,functions', script, env = {} }) {
  const launcherJar = firestoreLauncherJar();
  const args = [
    '--require',
    join(import.meta.dirname, 'firestore-java-floor.cjs'),
    join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
    'emulators:exec',
    '--only',
    only,
    '--project',
    PROJECT_ID,
    script,
  ];
  console.info(`\n== firebase emulators:exec --only ${only}\n   ${script}\n`);
  const child = spawn('node', args, {
    cwd: root,
    stdio: 'inherit',
    // Its own process group, so a stop reaches the script too (the CLI leaves it running).
    detached: true,
    env: {
      ...process.env,
      ...env,
      FIRESTORE_EMULATOR_BINARY_PATH: launcherJar,
      FORCE_COLOR: '0',
    },
  });
  // A stop (Ctrl+C twice included) goes to the CLI and its script, and this process waits for
  // them to end, so the files above are restored after the emulators are down.
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  };
  for (const signal of STOP_SIGNALS) process.on(signal, stop);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not start the firebase CLI: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => {
      for (const signal of STOP_SIGNALS) process.off(signal, stop);
      resolve(code ?? 1);
    });
  });
}

/** The app's build variables for the emulators (a `demo-` project needs no real keys). */
export const EMULATOR_APP_ENV = {
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_APP_ID: 'demo-app',
  VITE_USE_EMULATORS: 'true',
};

/** The emulators' fixed ports (firebase.json), by name. */
function emulatorPorts() {
  const { emulators } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  return Object.entries(emulators)
    .filter(([, config]) => typeof config?.port === 'number')
    .map(([name, config]) => ({ name, port: config.port, host: config.host ?? '127.0.0.1' }));
}

/** Whether something already listens on host:port. */
function taken({ host, port }) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

/** Stops the run before it starts when an emulator's port is taken (a leftover emulator, say). */
async function checkPorts() {
  const busy = [];
  for (const entry of emulatorPorts()) if (await taken(entry)) busy.push(entry);
  if (busy.length === 0) return;
  throw new EmulatorSetupError(
    `Port${busy.length > 1 ? 's' : ''} taken: ${busy.map((b) => `${b.port} (${b.name})`).join(', ')}.\n` +
      '  Another emulator or dev server is running; stop it (`lsof -i :PORT` finds it) and run again.',
  );
}

/** The last lines of the emulators' own logs: why they stopped before the script started. */
function logTails() {
  return ['firebase-debug.log', 'firestore-debug.log']
    .map((name) => join(root, name))
    .filter((path) => existsSync(path))
    .map((path) => {
      const lines = readFileSync(path, 'utf8').trimEnd().split('\n').slice(-15);
      return `--- ${path} (last lines)\n${lines.join('\n')}`;
    })
    .join('\n');
}

const STARTED = join(root, 'node_modules/.cache/emulators-started');

/**
 * Runs `script` under the emulators (`only`: all three unless it names fewer), the functions
 * built and their files in place when the Functions emulator is among them (see
 * `useFunctionsFiles`); when the set-up is missing, says what under `title` instead. When the
 * emulators stop before the script has started (a start-up timeout of the JVM on a busy machine),
 * says so with the logs and tries once more. Resolves with the exit code.
 */
export async function runWithEmulators({
  title,
  script,
  env = {},
  functionsFiles,
  only = 'auth,firestore,functions',
}) {
  try {
    await checkPorts();
    const withFunctions = only.split(',').includes('functions');
    if (withFunctions) buildFunctions();
    const restore = withFunctions ? useFunctionsFiles(functionsFiles) : () => {};
    try {
      for (let attempt = 1; ; attempt += 1) {
        rmSync(STARTED, { force: true });
        const marked = `node -e "require('fs').writeFileSync('${STARTED}', '')" && ${script}`;
        const code = await emulatorsExec({ only, script: marked, env });
        if (existsSync(STARTED) || code === 0) return code;
        console.error(
          `\n== ${title}: the emulators stopped before the tests started (exit ${code}).\n${logTails()}`,
        );
        if (attempt === 2) return code || 1;
        await checkPorts();
        console.error(`== ${title}: starting the emulators once more`);
      }
    } finally {
      restore();
    }
  } catch (error) {
    if (!(error instanceof EmulatorSetupError)) throw error;
    console.error(`\n== ${title}: NOT RUN\n   ${error.message}`);
    return 1;
  }
}
