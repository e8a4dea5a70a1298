import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  LIBRARIES_DOC,
  NO_REASON,
  libraryBlock,
  libraryProblems,
  readLibraryRows,
} from './docs-libraries.mjs';

// What docs say that mirrors the code, checked against it: the Cloud Functions a deploy has, the
// files that read the build's variables, and no hand-copied test counts (counts and timings
// come from generated files, docs/figures/*.json, or are not written at all).

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The names functions/src/index.ts exports (what a deploy creates). */
export function exportedNames(source: string): string[] {
  const names: string[] = [];
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g))
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1)!;
      if (name) names.push(name);
    }
  return names;
}

/** Each name that the doc does not mention as code (`name`). */
export function unnamed(names: readonly string[], doc: string): string[] {
  return names.filter((name) => !doc.includes(`\`${name}\``));
}

/** Hand-written counts of tests ('1,014 tests', '(6 tests, …', '488 passed'), by line. */
export function handCounts(markdown: string): string[] {
  return markdown
    .split('\n')
    .flatMap((line, index) =>
      /\b\d[\d,]*\s+(?:tests?|test files|specs?|passed|failed)\b/.test(line)
        ? [`${index + 1}: ${line.trim()}`]
        : [],
    );
}

function docFiles(dir = 'docs'): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return docFiles(path);
    return path.endsWith('.md') ? [path] : [];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('docs that mirror code', () => {
  test('architecture.md names every Cloud Function functions/src/index.ts exports', () => {
    const names = exportedNames(read('functions/src/index.ts'));
    expect(names.length).toBeGreaterThan(10);
    expect(unnamed(names, read('docs/architecture.md'))).toEqual([]);
  });

  test('architecture.md names every file that reads import.meta.env', () => {
    const readers = sourceFiles('src')
      .filter((path) => read(path).includes('import.meta.env'))
      .map((path) => path.split('/').at(-1)!);
    expect(readers.length).toBeGreaterThan(0);
    const doc = read('docs/architecture.md');
    expect(readers.filter((file) => !doc.includes(file))).toEqual([]);
  });

  test('no doc copies a count of tests by hand', () => {
    const found = ['README.md', ...docFiles()].flatMap((path) =>
      handCounts(read(path)).map((hit) => `${path}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});

/** The figures of a recorded CI run (scripts/ci-figures.mjs) that the doc does not quote. */
export function unquotedCi(
  figures: { total: string; steps: { step: string; time: string }[] },
  doc: string,
): string[] {
  const rows = figures.steps
    .filter(({ step, time }) => !doc.includes(`| \`${step}\` | ${time} |`))
    .map(({ step, time }) => `${step}: ${time}`);
  return doc.includes(`${figures.total} in all`) ? rows : [`total: ${figures.total}`, ...rows];
}

describe('the libraries table (docs/decisions.md)', () => {
  test('has a row with its reason for every dependency of package.json, and no other', () => {
    const { dependencies } = JSON.parse(read('package.json')) as {
      dependencies: Record<string, string>;
    };
    expect(libraryProblems(dependencies, readLibraryRows(read(LIBRARIES_DOC)))).toEqual([]);
  });

  test('a new dependency, a stale version and a row for nothing are reported', () => {
    const rows = readLibraryRows(
      libraryBlock({ react: '19.0.0', gone: '1.0.0' }, [{ name: 'react', version: '', why: 'UI' }]),
    );
    expect(rows).toEqual([
      { name: 'gone', version: '1.0.0', why: NO_REASON },
      { name: 'react', version: '19.0.0', why: 'UI' },
    ]);
    expect(libraryProblems({ react: '19.1.0', added: '2.0.0' }, rows)).toEqual([
      'added: a dependency with no row',
      'gone: a row for a package that is not a dependency',
      'gone: no reason written',
      'react: the row says 19.0.0, package.json 19.1.0',
    ]);
  });
});

describe('figures that change come from generated files', () => {
  test('docs/testing.md quotes the recorded CI run (docs/figures/ci.json)', () => {
    const figures = JSON.parse(read('docs/figures/ci.json')) as Parameters<typeof unquotedCi>[0];
    expect(unquotedCi(figures, read('docs/testing.md'))).toEqual([]);
  });
});

describe('the mirror checks, on planted text', () => {
  test('a CI figure the doc does not quote is reported', () => {
    const figures = { total: '12 min 0 s', steps: [{ step: 'npm test', time: '55 s' }] };
    expect(unquotedCi(figures, '12 min 0 s in all\n| `npm test` | 54 s |')).toEqual([
      'npm test: 55 s',
    ]);
  });

  test('a function missing from the doc is reported', () => {
    const source = "export { a } from './a.js';\nexport { b as bee, c } from './bc.js';";
    expect(exportedNames(source)).toEqual(['a', 'bee', 'c']);
    expect(unnamed(['a', 'bee', 'c'], 'triggers `a` and `c`')).toEqual(['bee']);
  });

  test('a hand-written count is reported, other numbers are not', () => {
    expect(handCounts('Vitest (1,014 tests)\nport 4173, 3 kB, 2 min\n488 passed')).toEqual([
      '1: Vitest (1,014 tests)',
      '3: 488 passed',
    ]);
  });
});
