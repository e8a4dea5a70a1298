/**
 * The ports of the local-mode browser suite. Each Playwright worker has its own servers: the
 * demo build, the empty build and the AI-configured build (preview servers that
 * playwright.config.ts starts), the fake Chatwork API and the fake OpenAI-compatible API (which
 * specs start), so two workers never share a server's memory, an origin's storage or a port.
 *
 * Worker n (Playwright's TEST_PARALLEL_INDEX, 0 in the main process) uses E2E_PORT + 20 n and up:
 * demo +0, empty +1, AI +2, fake Chatwork +5, fake AI +6 (4183, the Firebase build's preview,
 * stays free). Two suites run side by side need E2E_PORT values at least 20 × workers apart.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export function workerPorts(parallelIndex: number) {
  const base = Number(process.env.E2E_PORT ?? 4173) + 20 * parallelIndex;
  return { demo: base, empty: base + 1, ai: base + 2, chatwork: base + 5, fakeAi: base + 6 };
}

/** This process's ports: a worker's own, or worker 0's in the main process. */
export const ports = workerPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
