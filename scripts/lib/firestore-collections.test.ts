import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SERVER_ONLY_COLLECTIONS, TOP_LEVEL_COLLECTIONS } from '@/contracts/collections';

// Collection names are written once, in src/contracts/collections.ts. The rules cannot import
// it, so this holds their matches equal to it; and production code may not spell a name itself.
const root = join(import.meta.dirname, '../..');
const rules = readFileSync(join(root, 'firestore.rules'), 'utf8');
const documents = rules.slice(rules.indexOf('match /databases/{database}/documents'));

/** The collections the rules match directly under `/documents` (indentation: one level in). */
const ruledCollections = [...documents.matchAll(/^ {4}match \/([A-Za-z_]+)\//gm)].map(
  (match) => match[1] ?? '',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter(
      (path) =>
        // Tests and benchmarks set up data by name (a wrong one fails them loudly); the seed
        // is demo data; functions' shared/ holds copies of src/.
        !/\.test\.tsx?$|test-support|bench-|\/shared\/|\/contracts\/|\/lib\/backend\/local\/seed\//.test(
          path,
        ),
    );
}

/** Lines where a collection's name is something else (a prop, a field, a test's own name). */
const NOT_COLLECTIONS = new Set([
  // the grid's `presence` prop
  "grid: Omit<EditableGridProps<Row>, 'empty' | 'presence' | 'layout'> & {",
  // the legacy responses' field named `responses`
  ".select('answers', 'responses', 'submittedAt')",
  // the contract suite's own collection, fresh per test
  "const collection = fresh('responses');",
]);

describe('collection names agree by construction', () => {
  test('firestore.rules matches every collection of the contract but the server-only ones', () => {
    const clientCollections = TOP_LEVEL_COLLECTIONS.filter(
      (name) => !(SERVER_ONLY_COLLECTIONS as readonly string[]).includes(name),
    );
    expect([...ruledCollections].sort()).toEqual([...clientCollections].sort());
  });

  test('no production file spells a collection name (it imports the constant)', () => {
    const spelled = new RegExp(`['\`](${TOP_LEVEL_COLLECTIONS.join('|')})(['\`]|/\\$\\{)`);
    const found = ['src', 'functions/src', 'scripts'].flatMap(sourceFiles).flatMap((path) =>
      readFileSync(join(root, path), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          // Comments may name a collection (they explain, they do not address it).
          /^\s*(\/\/|\*|\/\*)/.test(line) || !spelled.test(line) || NOT_COLLECTIONS.has(line.trim())
            ? []
            : [`${path}:${index + 1}: ${line.trim()}`],
        ),
    );
    expect(found).toEqual([]);
  });
});
