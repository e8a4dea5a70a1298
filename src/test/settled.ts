/**
 * Resolves once the work already queued has run: timers due now (a `setTimeout(…, 0)` the code
 * set before), then every promise callback (setImmediate comes after the microtask queue is
 * empty). A test can then assert that something did NOT happen without waiting on the clock.
 */
export async function settled(): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  await new Promise<void>((resolve) => setImmediate(resolve));
}
