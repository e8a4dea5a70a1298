import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/lib/bench-browser.mjs';

/**
 * What both Playwright configs share (playwright.config.ts for local mode,
 * playwright.emulators.config.ts for the Firebase build; each sets its own workers): Debian's
 * Chromium at 1440x900, Japanese, Tokyo time, a trace of a failure.
 */
export function browserDefaults(baseURL: string) {
  return {
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    use: {
      baseURL,
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
      // Recording a trace (screenshots and DOM snapshots of every action) costs every test CPU
      // on a 2-core machine; in CI a failed test is tried once more, so the retry records it.
      trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    },
    projects: [
      {
        name: 'debian-chromium',
        use: {
          ...devices['Desktop Chrome'],
          viewport: { width: 1440, height: 900 },
          launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            args: CHROMIUM_ARGS,
          },
        },
      },
    ],
  } satisfies PlaywrightTestConfig;
}
