import { expect, test } from 'vitest';
import { preloadStylesheets } from '../../scripts/public-load-plugin';
import { applyAppStylesheets } from './app-stylesheets';

test('a built page preloads its stylesheet; the app applies it and waits until it is in force', async () => {
  const built = preloadStylesheets(
    '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
  );
  expect(built).toBe(
    '<head><link rel="preload" as="style" crossorigin href="/assets/index-abc.css" data-app-stylesheet></head>',
  );
  document.head.innerHTML = built.replace(/<\/?head>/g, '');

  let applied = false;
  const done = applyAppStylesheets().then(() => (applied = true));
  const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  expect(new URL(sheet!.href).pathname).toBe('/assets/index-abc.css');
  expect(sheet?.crossOrigin).toBe('');
  await Promise.resolve();
  expect(applied).toBe(false);
  sheet!.dispatchEvent(new Event('load'));
  await done;
  expect(applied).toBe(true);
});

test('a stylesheet that fails to load does not stop the app; without one, nothing waits', async () => {
  document.head.innerHTML =
    '<link rel="preload" as="style" href="/assets/a.css" data-app-stylesheet>';
  const done = applyAppStylesheets();
  document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('error'));
  await expect(done).resolves.toBeUndefined();

  document.head.innerHTML = '';
  await expect(applyAppStylesheets()).resolves.toBeUndefined();
});
