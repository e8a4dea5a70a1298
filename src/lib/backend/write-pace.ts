/**
 * Firestore's ramp for bulk writes (the "500/50/5" rule): a collection takes about 500 writes a
 * second at first, and half as many more every five minutes after; faster, on an increasing
 * indexed field such as `createdAt`, its writes are throttled. A bulk write (an import, a paste,
 * a bulk edit) follows the ramp: before each batch it waits until the ramp allows the writes
 * already made. Pure arithmetic plus a clock, so a test drives it with a fake one.
 */
export const RAMP_START_PER_SECOND = 500;
export const RAMP_GROWTH = 1.5;
export const RAMP_STEP_MS = 5 * 60_000;

/** How many writes the ramp allows in the first `elapsedMs` of a bulk write. */
export function rampAllowance(elapsedMs: number): number {
  let allowed = 0;
  let rate = RAMP_START_PER_SECOND;
  let left = Math.max(0, elapsedMs);
  while (left > RAMP_STEP_MS) {
    allowed += (rate * RAMP_STEP_MS) / 1000;
    rate *= RAMP_GROWTH;
    left -= RAMP_STEP_MS;
  }
  return allowed + (rate * left) / 1000;
}

/** The first moment (ms from the start) at which the ramp allows `writes` writes. */
export function rampTimeFor(writes: number): number {
  let at = 0;
  let rate = RAMP_START_PER_SECOND;
  let left = Math.max(0, writes);
  const perStep = () => (rate * RAMP_STEP_MS) / 1000;
  while (left > perStep()) {
    left -= perStep();
    at += RAMP_STEP_MS;
    rate *= RAMP_GROWTH;
  }
  return at + Math.ceil((left / rate) * 1000);
}

/** What pacing needs of time: now, and a wait. */
export interface PaceClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: PaceClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

let defaultClock: PaceClock = realClock;

/** The clock bulk writes pace by, unless given their own. */
export const paceClock = (): PaceClock => defaultClock;

/**
 * Unit tests of code that writes in bulk (not of the pacing, which has its own with a fake clock)
 * run on a clock whose waits pass at once: the vitest setup files set it.
 */
export function setPaceClockForTests(clock: PaceClock): void {
  defaultClock = clock;
}

/** A clock whose waits move it forward at once; `waited` is what pacing asked for in all. */
export function instantClock(start = 0): PaceClock & { waited: number } {
  let now = start;
  const clock = {
    waited: 0,
    now: () => now,
    sleep: async (ms: number) => {
      clock.waited += ms;
      now += ms;
    },
  };
  return clock;
}

/** Waits, if need be, until the ramp started at `startedAt` allows `written` writes. */
export async function waitForRamp(
  clock: PaceClock,
  startedAt: number,
  written: number,
): Promise<void> {
  const wait = startedAt + rampTimeFor(written) - clock.now();
  if (wait > 0) await clock.sleep(wait);
}
