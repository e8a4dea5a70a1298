import type { Locator, Page } from '@playwright/test';

/**
 * A screenshot for a person to look at (each screen at 1440x900 and phone size, under
 * test-results/). CI skips it: nobody opens a clean clone's files, and each full render costs
 * the 2-core machine's browser suite time. Assertions never depend on it.
 */
export async function reviewShot(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (process.env.CI) return;
  if ('goto' in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}
