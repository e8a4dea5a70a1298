import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  globToRegExp,
  headingAnchors,
  historyClaims,
  pathClaims,
  readDoc,
  routeClaims,
  routeMatches,
  routePatterns,
  scriptClaims,
  wordClaim,
  type Located,
  type PackageDir,
  type PathClaim,
} from './docs-claims';

// README.md and docs/ say what is true of the code: every file, npm script and route they name
// exists, and they describe the code rather than the work that made it (no issue numbers, no
// "this session"). Changing figures (bundle sizes, timings) come from the bench scripts and are
// not checked here. What counts as a claim: docs-claims.ts.

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Dependencies, build output and test artefacts: not what a doc means when it names a path. */
const SKIPPED_NAMES = new Set(['node_modules', '.git']);
const SKIPPED_PATHS = new Set([
  'dist',
  'dist-empty',
  'dist-emulators',
  'test-results',
  'playwright-report',
  'coverage',
  'bench-results',
  '.firebase',
  'functions/lib',
]);

/** Every file and folder of the working tree, from the root (what a tail or glob may match). */
function listTree(dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (SKIPPED_NAMES.has(entry.name) || SKIPPED_PATHS.has(path)) return [];
    return entry.isDirectory() ? [path, ...listTree(path)] : [path];
  });
}

/** What the claims are checked against. */
interface Repo {
  entries: readonly string[];
  exists(path: string): boolean;
  read(path: string): string;
  scripts: Record<PackageDir, ReadonlySet<string>>;
  routes: readonly string[];
}

const scriptsOf = (packageJson: string) =>
  new Set(Object.keys((JSON.parse(packageJson) as { scripts?: object }).scripts ?? {}));

/** The modules that define the app's routes: admin paths, the two route tables, feature routes. */
const ROUTE_SOURCE =
  /^src\/(?:lib\/paths\.ts|app\/routes\/[^/]+\.tsx?|features\/[^/]+\/(?:public-)?routes\.tsx?)$/;

function realRepo(): Repo {
  const entries = listTree();
  return {
    entries,
    exists: (path) => existsSync(join(root, path)),
    read,
    scripts: {
      '.': scriptsOf(read('package.json')),
      functions: scriptsOf(read('functions/package.json')),
    },
    routes: entries
      .filter((path) => ROUTE_SOURCE.test(path) && !path.includes('.test.'))
      .flatMap((path) => routePatterns(read(path))),
  };
}

const MODULE_ENDINGS = ['', '.ts', '.tsx', '/index.ts'];

/** Why a path claim does not hold, or null when it does. */
function pathProblem(claim: PathClaim, repo: Repo): string | null {
  switch (claim.kind) {
    case 'file':
      if (!repo.exists(claim.path)) return `no such file or folder: ${claim.path}`;
      if (claim.anchor && !headingAnchors(repo.read(claim.path)).has(claim.anchor))
        return `${claim.path} has no heading for #${claim.anchor}`;
      return null;
    case 'module':
      return MODULE_ENDINGS.some((ending) => repo.exists(claim.path + ending))
        ? null
        : `no module ${claim.path} (.ts, .tsx or /index.ts)`;
    case 'glob': {
      const pattern = globToRegExp(claim.pattern);
      return repo.entries.some((path) => pattern.test(path)) ? null : 'matches no file';
    }
    case 'tail':
      return repo.entries.some((path) => path === claim.tail || path.endsWith(`/${claim.tail}`))
        ? null
        : `no file or folder in the repository ends with ${claim.tail}`;
  }
}

/** A route with a file extension (`/promotion-preview.html`) is a static file of public/. */
function routeProblem(route: string, repo: Repo): string | null {
  if (/\.\w+$/.test(route)) return repo.exists(`public${route}`) ? null : `no file public${route}`;
  return routeMatches(route, repo.routes)
    ? null
    : 'matches no route in src/lib/paths.ts or src/app/routes/';
}

/** Every false claim of one document, by kind, each as "file:line: `claim` — why". */
function checkDoc(docPath: string, markdown: string, repo: Repo) {
  const doc = readDoc(markdown);
  const report = (claim: Located, problem: string | null) =>
    problem === null ? [] : [`${docPath}:${claim.line}: \`${claim.text}\` — ${problem}`];
  return {
    paths: pathClaims(doc, docPath).flatMap((claim) => report(claim, pathProblem(claim, repo))),
    scripts: scriptClaims(doc).flatMap((claim) =>
      report(
        claim,
        repo.scripts[claim.packageDir].has(claim.name)
          ? null
          : `no script "${claim.name}" in ${join(claim.packageDir, 'package.json')}`,
      ),
    ),
    routes: routeClaims(doc).flatMap((claim) => report(claim, routeProblem(claim.text, repo))),
    history: historyClaims(doc).flatMap((claim) =>
      report(claim, 'work history in prose: describe the code, not the work that changed it'),
    ),
  };
}

const repo = realRepo();
const docPaths = ['README.md', ...repo.entries.filter((path) => /^docs\/.*\.md$/.test(path))];
const results = docPaths.map((path) => checkDoc(path, read(path), repo));
const all = (kind: keyof (typeof results)[number]) => results.flatMap((result) => result[kind]);

describe('README.md and docs/', () => {
  test('are all read, and the app routes are found', () => {
    expect(docPaths).toContain('docs/features/sa.md');
    expect(repo.routes).toEqual(
      expect.arrayContaining(['/sa', '/surveys/:surveyId/results', '/survey/:surveyId', '/:id']),
    );
  });

  test('name only files and folders that exist', () => {
    expect(all('paths')).toEqual([]);
  });

  test('name only npm scripts that exist', () => {
    expect(all('scripts')).toEqual([]);
  });

  test('name only routes the app has', () => {
    expect(all('routes')).toEqual([]);
  });

  test('describe the code, not issue numbers or session history', () => {
    expect(all('history')).toEqual([]);
  });
});

/**
 * A bench's recorded figures (docs/figures/*.json, written by the bench) and the doc that must
 * quote them: each `{ kB, bytes }` as '110.9 kB' and, where bytes are quoted, '113,544 bytes'.
 */
const FIGURE_DOCS: Record<string, string> = { 'public-bundle.json': 'docs/performance.md' };

/** The figures of a recorded bench that its doc does not quote. */
function unquotedFigures(recorded: unknown, doc: string): string[] {
  const missing: string[] = [];
  for (const [name, value] of Object.entries(recorded as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null || !('kB' in value)) continue;
    const { kB, bytes } = value as { kB: number; bytes: number };
    if (!doc.includes(`${kB.toFixed(1)} kB`)) missing.push(`${name}: ${kB.toFixed(1)} kB`);
    // The survey page's Firebase figures are the budgeted ones: quoted to the byte.
    if (
      name.startsWith('surveyFirebase') &&
      !doc.includes(`${bytes.toLocaleString('en-US')} bytes`)
    )
      missing.push(`${name}: ${bytes.toLocaleString('en-US')} bytes`);
  }
  return missing;
}

describe('figures that change come from the benches', () => {
  test.each(Object.entries(FIGURE_DOCS))('%s is quoted in %s', (figures, doc) => {
    const recorded = JSON.parse(read(`docs/figures/${figures}`)) as unknown;
    expect(unquotedFigures(recorded, read(doc))).toEqual([]);
  });

  test('a figure the doc does not quote is reported', () => {
    const recorded = {
      surveyFirebase: { kB: 110.9, bytes: 113544 },
      surveyLocal: { kB: 103.9, bytes: 1 },
    };
    expect(unquotedFigures(recorded, 'Firebase 110.8 kB (113,510 bytes), local 103.9 kB')).toEqual([
      'surveyFirebase: 110.9 kB',
      'surveyFirebase: 113,544 bytes',
    ]);
  });
});

describe('the check itself, on planted text', () => {
  const planted = [
    '# Planted doc',
    'See `src/lib/does-not-exist.ts`, `src/lib/paths.ts` and [sa](features/sa.md#no-such-heading).',
    'Run `npm run no-such-script`, then `npm run build`; open `/sa` or `/nowhere`.',
    'Fixed in issue 34 during this session.',
    '```ts',
    "import { x } from 'src/lib/also-missing.ts'; // example code: not read",
    '```',
  ].join('\n');
  const found = checkDoc('docs/planted.md', planted, repo);

  test('reports a planted wrong path, script, route and history, with file and line', () => {
    expect(found).toEqual({
      paths: [
        'docs/planted.md:2: `src/lib/does-not-exist.ts` — no such file or folder: src/lib/does-not-exist.ts',
        'docs/planted.md:2: `features/sa.md#no-such-heading` — docs/features/sa.md has no heading for #no-such-heading',
      ],
      scripts: [
        'docs/planted.md:3: `npm run no-such-script` — no script "no-such-script" in package.json',
      ],
      routes: [
        'docs/planted.md:3: `/nowhere` — matches no route in src/lib/paths.ts or src/app/routes/',
      ],
      history: [
        'docs/planted.md:4: `issue 34` — work history in prose: describe the code, not the work that changed it',
        'docs/planted.md:4: `during this session` — work history in prose: describe the code, not the work that changed it',
      ],
    });
  });

  test('code spans may break across lines; fences keep their language', () => {
    const doc = readDoc('a\nsee `npm run\n  build` here\n```bash\nnpm test\n```\n`x`');
    expect(doc.spans).toEqual([
      { line: 2, text: 'npm run build' },
      { line: 7, text: 'x' },
    ]);
    expect(doc.fences).toEqual([{ lang: 'bash', lines: [{ line: 5, text: 'npm test' }] }]);
  });

  test('a word is a path from the root, a module, a glob, a tail, or nothing', () => {
    const claim = (word: string) => wordClaim(word, 1, 'docs/features/sa.md');
    expect(claim('src/lib/paths.ts:12,')).toMatchObject({ kind: 'file', path: 'src/lib/paths.ts' });
    expect(claim('FILE=e2e/support.ts')).toMatchObject({ kind: 'file', path: 'e2e/support.ts' });
    expect(claim('firestore.rules')).toMatchObject({ kind: 'file', path: 'firestore.rules' });
    expect(claim('src/app/')).toMatchObject({ kind: 'file', path: 'src/app' });
    expect(claim('../performance.md')).toMatchObject({ path: 'docs/performance.md' });
    expect(claim('@/features/auth')).toMatchObject({ kind: 'module', path: 'src/features/auth' });
    expect(claim('e2e/*.spec.ts')).toMatchObject({ kind: 'glob', pattern: 'e2e/*.spec.ts' });
    expect(claim('model/palette.ts')).toMatchObject({ kind: 'tail', tail: 'model/palette.ts' });
    expect(claim('features/sa')).toMatchObject({ kind: 'tail', tail: 'features/sa' });
    for (const skipped of [
      'src/features/<area>/',
      'functions/src/{name}.ts',
      'functions/.env.local',
      'https://example.com/src/x.ts',
      'sa.json',
      'lib/emulator/commandUtils.js', // a package's file, not ours
      'and/or',
      '/sa',
    ])
      expect(claim(skipped)).toBeNull();
  });

  test('npm scripts come from code spans and shell fences, in the package they run in', () => {
    const doc = readDoc(
      [
        '`npm run dev` `npm --prefix functions run build` `cd functions && npm test`',
        '`npm install && npm ci`',
        '```bash',
        'npm test   # then: npm run not-a-command-here',
        'cd functions',
        'npm run serve',
        '```',
        '```ts',
        "run('npm run example')",
        '```',
      ].join('\n'),
    );
    expect(scriptClaims(doc).map(({ name, packageDir, line }) => [name, packageDir, line])).toEqual(
      [
        ['dev', '.', 1],
        ['build', 'functions', 1],
        ['test', 'functions', 1],
        ['test', '.', 4],
        ['serve', 'functions', 6],
      ],
    );
  });

  test('routes match by segment; a parameter only a parameter; the catch-all not a literal', () => {
    const patterns = ['/', '/sa', '/surveys/create', '/surveys/:surveyId/results', '/:id'];
    const matches = (route: string) => routeMatches(route, patterns);
    for (const route of [
      '/',
      '/sa',
      '/surveys/:id/results',
      '/surveys/{id}/results?response={responseId}',
      '/surveys/abc123/results',
      '/{id}',
      '/surveys…',
    ])
      expect(matches(route), route).toBe(true);
    for (const route of ['/nowhere', '/surveys/:id', '/surveys/:id/edit', '/sa/more'])
      expect(matches(route), route).toBe(false);
    expect(
      routePatterns("route('/a/:b', load); `/c/${encodeURIComponent(id)}/d`; '@/lib/x'"),
    ).toEqual(['/a/:b', '/c/:param/d']);
  });

  test('route spans skip the machine’s paths and the dev server’s endpoints', () => {
    const doc = readDoc('`/sa` `/usr/bin/chromium` `/__functions/*` `GET /me` `src/x`');
    expect(routeClaims(doc).map((claim) => claim.text)).toEqual(['/sa']);
  });

  test('history phrases: our issue numbers and sessions, not colours, placeholders or users', () => {
    const flagged = (text: string) => historyClaims(readDoc(text)).map((claim) => claim.text);
    expect(flagged('Issue #12 and issue 34 (#35); fixes #7. In this turn, last session.')).toEqual([
      'Issue #12',
      'issue 34',
      '(#35)',
      'fixes #7',
      'In this turn',
      'last session',
    ]);
    expect(
      flagged(
        "Gray #374151, placeholder '#12345', nocodb/nocodb#6252, undoes this session's edits, " +
          '`issue 9` in code, [link](https://github.com/o/r/issues/6252).',
      ),
    ).toEqual([]);
  });

  test('globs and heading anchors', () => {
    expect(globToRegExp('e2e/*.spec.ts').test('e2e/sa.spec.ts')).toBe(true);
    expect(globToRegExp('e2e/*.spec.ts').test('e2e/firebase/x.spec.ts')).toBe(false);
    expect(globToRegExp('src/**/index.ts').test('src/features/sa/index.ts')).toBe(true);
    expect(globToRegExp('src/**/index.ts').test('src/index.ts')).toBe(true);
    expect([...headingAnchors('# A Title\n## The `/members` screen (SA)\n## A Title')]).toEqual([
      'a-title',
      'the-members-screen-sa',
      'a-title-1',
    ]);
  });

  test('link targets resolve from the document’s folder; web addresses are skipped', () => {
    const claims = pathClaims(
      readDoc('[a](../deploy.md) [b](#x) [c](https://example.com) [d](recipes/)'),
      'docs/features/sa.md',
    );
    expect(
      claims.map((claim) => (claim.kind === 'file' ? [claim.path, claim.anchor] : [])),
    ).toEqual([
      ['docs/deploy.md', undefined],
      ['docs/features/sa.md', 'x'],
      ['docs/features/recipes', undefined],
    ]);
  });
});
