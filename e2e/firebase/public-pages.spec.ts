import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { hostOrigin } from '../support';
import { adminDb, ORIGIN, seedSurvey, unique } from './emulator-data';

// The public pages of the Firebase build, read from the emulators as a visitor with no sign-in:
// a promotion (on its own host and on the admin origin's /promotion/{id}, both under the
// promotion pages' security policy) and a response's result page (on the results host).

async function seedPromotion(title: string, extra: Record<string, unknown> = {}) {
  const ref = adminDb.collection('promotions').doc();
  await ref.set({
    title,
    html: `<h1>${title}</h1>`,
    css: 'h1 { color: rgb(220, 38, 38); }',
    status: 'published',
    isArchived: false,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    ...extra,
  });
  return ref.id;
}

test('a published promotion shows on the promotion host and on /promotion/{id}', async ({
  page,
}) => {
  const title = unique('エミュレータの告知');
  const id = await seedPromotion(title);
  for (const url of [`${hostOrigin('promotion', ORIGIN)}/${id}`, `${ORIGIN}/promotion/${id}`]) {
    await page.goto(url);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('h1'), url).toHaveText(title);
    await expect(frame.locator('h1'), url).toHaveCSS('color', 'rgb(220, 38, 38)');
  }
  // An archived one is gone for visitors.
  const archived = await seedPromotion(unique('終了した告知'), { isArchived: true });
  await page.goto(`${ORIGIN}/promotion/${archived}`);
  await expect(page.getByRole('alert')).toHaveText(
    `プロモーションが見つかりませんでした (ID: ${archived})`,
  );
});

test('a response’s result page shows its answers and the statistics the trigger keeps', async ({
  page,
}) => {
  const surveyId = await seedSurvey(unique('結果ページの調査'));
  const response = adminDb.collection('responses').doc();
  await response.set({ surveyId, answers: { rating: '良い' }, submittedAt: Timestamp.now() });
  await expect
    .poll(async () => (await adminDb.doc(`surveyStats/${surveyId}`).get()).get('responseCount'), {
      timeout: 20_000,
    })
    .toBe(1);
  await page.goto(`${hostOrigin('results', ORIGIN)}/${response.id}`);
  await expect(page.getByRole('heading', { name: 'Submission complete' })).toBeVisible();
  await expect(page.getByText('1件 (100.0%)').first()).toBeVisible();
});

test('a survey page reads its survey once: started by index.html, taken over by the app', async ({
  page,
}) => {
  const title = unique('早く読む調査');
  const surveyId = await seedSurvey(title);
  // The heading's size when React first puts it in the page: styled (text-2xl) or the browser's.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const heading = document.querySelector('#root h1');
      if (!heading) return;
      document.documentElement.dataset.firstHeadingSize = getComputedStyle(heading).fontSize;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes(`/documents/surveys/${surveyId}`))
      reads.push(request.url());
  });
  await page.goto(`${hostOrigin('survey', ORIGIN)}/survey/${surveyId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: '送信する' })).toBeVisible();
  expect(reads).toHaveLength(1);
  // Started while the app's JavaScript was still on its way, not after it ran.
  const timing = await page.evaluate((id) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const read = entries.find((entry) => entry.name.includes(`/documents/surveys/${id}`));
    const script = entries.find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name));
    return { readStart: read?.startTime ?? Infinity, scriptEnd: script?.responseEnd ?? 0 };
  }, surveyId);
  expect(timing.readStart).toBeLessThan(timing.scriptEnd);
  // The stylesheet was in force at the first render (text-2xl: 24px; unstyled, an h1 is 32px).
  expect(await page.evaluate(() => document.documentElement.dataset.firstHeadingSize)).toBe('24px');
});
