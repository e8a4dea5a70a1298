import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { paths } from '@/lib/paths';
import { ADMIN_SEGMENTS, entryFor } from './entry-view';

test('public hosts always get the public app', () => {
  expect(entryFor('survey.example.jp', '/abc')).toEqual({ app: 'public', view: 'survey' });
  expect(entryFor('promotion.example.jp', '/x')).toEqual({ app: 'public', view: 'promotion' });
  expect(entryFor('results.example.jp', '/r1')).toEqual({ app: 'public', view: 'response' });
});

test('the admin host gets the public app only for public paths', () => {
  for (const path of ['/survey/s1', '/response/r1', '/promotion/p1', '/s1', '/s1/']) {
    expect(entryFor('localhost', path)).toEqual({ app: 'public', view: 'admin' });
  }
  for (const path of ['/', '/login', '/surveys', '/surveys/s1/edit', '/dropdown-management']) {
    expect(entryFor('localhost', path)).toEqual({ app: 'admin' });
  }
});

test("index.html's skeleton script lists the same admin screens", () => {
  const html = readFileSync(`${import.meta.dirname}/../../index.html`, 'utf8');
  const listed = /adminSegments = \[([^\]]*)\]/.exec(html.replace(/\s+/g, ' '))?.[1] ?? '';
  const segments = listed
    .split(',')
    .map((item) => item.trim().replace(/'/g, ''))
    .filter(Boolean);
  for (const segment of segments) {
    expect(entryFor('localhost', `/${segment}`)).toEqual({ app: 'admin' });
  }
  expect(segments.sort()).toEqual([...ADMIN_SEGMENTS].sort());
  expect(html).toContain('読み込み中...');
});

test('the admin screens are the first segments of every admin path', () => {
  const fromPaths = Object.values(paths).flatMap((path) =>
    typeof path === 'string' ? [path.split('/')[1]!] : [],
  );
  expect([...ADMIN_SEGMENTS].sort()).toEqual([...new Set(fromPaths)].sort());
});
