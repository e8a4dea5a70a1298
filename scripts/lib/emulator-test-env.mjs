// What the functions see while the emulator suites run: the fake Chatwork and OpenAI-compatible
// servers that tests/emulators/functions.test.ts starts on these ports, and the secrets the
// fakes know. Parameters go to functions/.env.local (the Functions emulator's own file); the
// Chatwork base URL is read from the environment, which the emulator passes on.
export const FAKE_CHATWORK_PORT = 5391;
export const FAKE_AI_PORT = 5392;
export const FAKE_REGISTRY_PORT = 5393;

export const EMULATOR_TEST_ENV = {
  CHATWORK_API_BASE: `http://127.0.0.1:${FAKE_CHATWORK_PORT}/v2`,
};

export const EMULATOR_TEST_PARAMS = {
  ENFORCE_APP_CHECK: 'false',
  ADMIN_ORIGIN: 'http://localhost:5173',
  AI_API_BASE: `http://127.0.0.1:${FAKE_AI_PORT}/v1`,
  AI_MODEL: 'emulator-fake-model',
  // The fake Chatwork's room the comment mentions post to (functions.test.ts: NOTIFY_ROOM).
  COMMENT_ROOM_ID: '4242',
  CORPORATE_API_BASE_URL: `http://127.0.0.1:${FAKE_REGISTRY_PORT}`,
};

export const EMULATOR_TEST_SECRETS = {
  CHATWORK_NOTIFY_TOKEN: 'emulator-notify-token',
  AI_API_KEY: 'emulator-fake-ai-key',
  CORPORATE_API_APP_ID: 'emulator-fake-registry-id',
};

/** The functions' files for a test run (scripts/lib/emulator-suite.mjs, `useFunctionsFiles`). */
export const EMULATOR_TEST_FILES = { secrets: EMULATOR_TEST_SECRETS, params: EMULATOR_TEST_PARAMS };
