import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { earlyReadTemplate } from '../src/lib/backend/firebase/early-read';
import { withFirestoreHints } from './public-load-plugin';

test('a Firebase build names Firestore before the inline script that starts the read', () => {
  const html = readFileSync(`${import.meta.dirname}/../index.html`, 'utf8');
  const template = earlyReadTemplate('https://firestore.googleapis.com', 'proj', 'key&"1');
  const built = withFirestoreHints(html, 'https://firestore.googleapis.com', template);
  const preconnect = built.indexOf(
    '<link rel="preconnect" href="https://firestore.googleapis.com" crossorigin />',
  );
  const meta = built.indexOf(
    '<meta name="firestore-documents" content="https://firestore.googleapis.com/v1/projects/proj/databases/(default)/documents/{path}?key=key&amp;&quot;1" />',
  );
  const script = built.indexOf('<script>');
  expect(preconnect).toBeGreaterThan(built.indexOf('<meta charset="UTF-8" />'));
  expect(meta).toBeGreaterThan(preconnect);
  expect(script).toBeGreaterThan(meta);
  // The inline script itself is untouched (its hash is in the security policy).
  expect(built.slice(script)).toBe(html.slice(html.indexOf('<script>')));
});
