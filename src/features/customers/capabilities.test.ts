import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The customer domain is one folder per capability, each with its own model/, data/, hooks/ and
 * components/ (docs/architecture.md). They stand on each other in this order, the shared pieces
 * at the bottom and the screens that compose them at the top: a file may import from its own
 * capability and from those below it, never from one above. (ESLint's boundaries keep each
 * folder's layers in order: a model/ imports no data/, hooks/ or components/.)
 */
const ORDER = [
  // the field model, cells by kind, saving cells, the domain's words (strings.ts)
  'shared',
  // 名寄せ's detection and the merge's rules and writes
  'duplicates',
  // a row's history, its panel, and undoing a merge from it
  'history',
  'comments',
  'contacts',
  'presence',
  'views',
  'board',
  'reminders',
  'survey-links',
  'import-export',
  // the table's definition, screen, toolbar, add form and row actions
  'table',
  // 重複の候補 and the merge dialog, over a table's definition
  'merge',
  // a row's page: its fields, timeline, comments, contacts
  'page',
];

const here = import.meta.dirname;

/** The capability a file of the domain belongs to; the root's strings.ts is shared. */
function capabilityOf(path: string): string {
  const [first = '', ...rest] = path.split('/');
  return rest.length === 0 ? 'shared' : first;
}

/** Imports running from a capability to one above it, as 'from -> to'. */
function upwardImports(imports: readonly (readonly [string, string])[]): string[] {
  return imports.flatMap(([from, to]) => {
    const [a, b] = [capabilityOf(from), capabilityOf(to)];
    return ORDER.indexOf(b) > ORDER.indexOf(a) ? [`${from} -> ${to}`] : [];
  });
}

/** Every import between two files of the domain, by their paths inside it. */
function domainImports(): [string, string][] {
  const files = readdirSync(here, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(here, join(entry.parentPath, entry.name)))
    // The public entry points gather from everywhere; tests set up whatever they need.
    .filter((path) => !/(^|\/)index\.ts$|\.test\.tsx?$/.test(path));
  const resolved = (from: string, spec: string) => {
    const base = spec.startsWith('@/features/customers/')
      ? join(here, spec.slice('@/features/customers/'.length))
      : spec.startsWith('.')
        ? resolve(here, dirname(from), spec)
        : null;
    if (!base) return null;
    const file = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
    return file ? relative(here, file) : null;
  };
  return files.flatMap((from) =>
    [...readFileSync(join(here, from), 'utf8').matchAll(/from '([^']+)'|import\('([^']+)'\)/g)]
      .map((match) => resolved(from, match[1] ?? match[2]!))
      .filter((to): to is string => to !== null && !to.startsWith('..'))
      .map((to) => [from, to] as [string, string]),
  );
}

describe('the customer domain’s capabilities', () => {
  test('every folder is a capability in the order', () => {
    const folders = readdirSync(here, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'model')
      .map((entry) => entry.name);
    expect([...folders].sort()).toEqual([...ORDER].sort());
  });

  test('no import runs from a capability to one above it', () => {
    const imports = domainImports();
    expect(imports.length).toBeGreaterThan(100);
    expect(upwardImports(imports)).toEqual([]);
  });

  test('a planted upward import is found; one down or within a capability is not', () => {
    expect(
      upwardImports([
        ['shared/components/row-actions.tsx', 'page/components/customer-page-screen.tsx'],
        ['table/components/customer-toolbar.tsx', 'duplicates/components/duplicates-link.tsx'],
        ['history/data/history-store.ts', 'history/model/history-diff.ts'],
        ['strings.ts', 'views/model/view.ts'],
      ]),
    ).toEqual([
      'shared/components/row-actions.tsx -> page/components/customer-page-screen.tsx',
      'strings.ts -> views/model/view.ts',
    ]);
  });
});
