import { readFileSync } from 'node:fs';
import { afterEach, expect, test, vi } from 'vitest';
import { EARLY_READ_META, earlyReadTemplate } from './early-read';
import { createRestPublicStore } from './rest-public-store';

// index.html's inline script (the skeleton's, which also starts the early read), run as the
// browser runs it, against the REST adapter that takes the answer over.
const html = readFileSync(`${import.meta.dirname}/../../../../index.html`, 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
const HOST = 'https://firestore.googleapis.com';
const SURVEY = {
  name: 'projects/p/databases/(default)/documents/surveys/abc d',
  fields: { title: { stringValue: '早い回答' } },
};

function openPage(path: string, { firebaseBuild = true } = {}) {
  document.head.innerHTML = firebaseBuild
    ? `<meta name="${EARLY_READ_META}" content="${earlyReadTemplate(HOST, 'p', 'k')}">`
    : '';
  window.history.replaceState(null, '', path);
  new Function(inlineScript)();
}

afterEach(() => {
  delete window.__earlyRead;
  vi.unstubAllGlobals();
});

test('a survey page’s first read starts with the HTML; the adapter takes it over, once', async () => {
  const earlyFetch = vi.fn(async () => new Response(JSON.stringify(SURVEY)));
  vi.stubGlobal('fetch', earlyFetch);
  openPage('/survey/abc%20d');
  expect(earlyFetch).toHaveBeenCalledWith(`${HOST}/v1/${SURVEY.name.replace(' ', '%20')}?key=k`);

  const storeFetch = vi.fn(async () => new Response(JSON.stringify(SURVEY)));
  const store = createRestPublicStore({ projectId: 'p', apiKey: 'k', fetch: storeFetch });
  await expect(store.get('surveys', 'abc d')).resolves.toEqual({
    id: 'abc d',
    data: { title: '早い回答' },
  });
  expect(storeFetch).not.toHaveBeenCalled();
  await store.get('surveys', 'abc d'); // a later read asks again
  expect(storeFetch).toHaveBeenCalledTimes(1);
});

test('an early read that failed is sent again by the adapter', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  openPage('/survey/s1');
  const storeFetch = vi.fn(async () => new Response(JSON.stringify(SURVEY)));
  const store = createRestPublicStore({ projectId: 'p', apiKey: 'k', fetch: storeFetch });
  await expect(store.get('surveys', 's1')).resolves.toMatchObject({ id: 's1' });
  expect(storeFetch).toHaveBeenCalledTimes(1);
});

test('no early read for other pages, other documents, or a build without Firebase', async () => {
  const earlyFetch = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', earlyFetch);
  for (const path of ['/surveys', '/response/r1', '/promotion/p1', '/sa/row', '/s1']) {
    openPage(path); // the admin host: /{id} is not read early (it may name a response)
  }
  openPage('/survey/s1', { firebaseBuild: false });
  openPage('/survey/%E0%A4%A'); // a malformed address
  expect(earlyFetch).not.toHaveBeenCalled();

  openPage('/survey/s2');
  const storeFetch = vi.fn(async () => new Response(JSON.stringify(SURVEY)));
  const store = createRestPublicStore({ projectId: 'p', apiKey: 'k', fetch: storeFetch });
  await store.get('surveyAnswerSlots', 's2'); // another document: not the early one
  expect(storeFetch).toHaveBeenCalledTimes(1);
  expect(window.__earlyRead).toBeDefined();
});
