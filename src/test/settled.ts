/**
 * Resolves after every promise callback already queued has run (setImmediate comes after the
 * microtask queue is empty), so a test can assert that something did NOT happen without
 * waiting on the clock.
 */
export const settled = () => new Promise<void>((resolve) => setImmediate(resolve));
