/**
 * Runs `work` with console.warn silenced: for tests of a refusal the handler logs on purpose
 * (refused-response.ts warns each time it deletes a response).
 */
export async function withoutWarnings<T>(work: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return await work();
  } finally {
    console.warn = warn;
  }
}
