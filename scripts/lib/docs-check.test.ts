import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CUSTOMER_TABLE_SCHEMAS } from '../../src/contracts/customer-tables';
import {
  changeHistoryClaims,
  figureBlockNames,
  figureClaims,
  globToRegExp,
  headingAnchors,
  headingTexts,
  historyClaims,
  identifierClaims,
  identifierWords,
  issueNumbersInCode,
  pointerClaims,
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
  type PointerClaim,
} from './docs-claims';

// README.md and docs/ say what is true of the code: every file, npm script, route and identifier
// they name exists, every "see", "above" and "below" names a heading that is there, a figure with
// a unit is a generated one (docs/figures/) or a constant of the spec, and they describe the code
// rather than the work that made it. The code's comments name no issue numbers either. What
// counts as a claim: docs-claims.ts.

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
  /** Every word of the repository's code and configuration (docs and lockfiles left out). */
  words: ReadonlySet<string>;
}

/** Text files whose words count as the repository's identifiers. */
const CODE_FILE = /\.(?:ts|tsx|mts|mjs|cjs|js|json|jsonc|rules|html|css|sh|yml|yaml)$|^\.ci\/run$/;
const PLANTED = /^scripts\/lib\/docs-(?:claims|check)\b/;
/** Where code comments live: checked for issue numbers. */
const COMMENTED_CODE =
  /^(?:src|functions\/src|functions\/scripts|scripts|e2e|tests|eslint|\.ci)\/.*\.(?:ts|tsx|mjs|cjs|js|sh|ya?ml)$|^\.ci\/run$|^[\w.-]+\.config\.ts$|\.rules$|^index\.html$/;

function wordsOf(paths: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const path of paths)
    for (const [word] of read(path).matchAll(/[A-Za-z_$][\w$]*/g)) words.add(word);
  return words;
}

const isFile = (path: string) => statSync(join(root, path)).isFile();

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
    routes: [
      ...entries
        .filter((path) => ROUTE_SOURCE.test(path) && !path.includes('.test.'))
        .flatMap((path) => routePatterns(read(path))),
      // The customer tables' routes are made from their schemas (customer-table-routes.tsx).
      ...CUSTOMER_TABLE_SCHEMAS.flatMap(({ path, duplicates }) => [
        `/${path}`,
        `/${path}/:rowId`,
        ...(duplicates ? [`/${path}/duplicates`] : []),
      ]),
    ],
    words: wordsOf(
      entries.filter(
        (path) =>
          CODE_FILE.test(path) &&
          !path.startsWith('docs/') &&
          !PLANTED.test(path) &&
          !path.endsWith('package-lock.json') &&
          isFile(path),
      ),
    ),
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
    history: [...historyClaims(doc), ...changeHistoryClaims(doc)]
      .sort((a, b) => a.line - b.line)
      .flatMap((claim) =>
        report(claim, 'work history in prose: describe the code, not the work that changed it'),
      ),
    identifiers: identifierClaims(doc).flatMap((claim) =>
      report(
        claim,
        identifierWords(claim.text).every(
          (word) =>
            repo.words.has(word) ||
            // An HTTP header as docs write it (`Host`) is 'host' in the code that reads it.
            (/^[A-Z][a-z]+(?:-[A-Z][a-z]+)*$/.test(word) && repo.words.has(word.toLowerCase())),
        )
          ? null
          : 'names nothing in the repository',
      ),
    ),
    pointers: pointerClaims(doc, markdown, docPath).flatMap((claim) =>
      report(claim, pointerProblem(claim, docPath, markdown, repo)),
    ),
    figureBlocks: figureBlockNames(markdown).flatMap((block) =>
      report(
        block,
        repo.exists(`docs/figures/${block.text}.json`)
          ? null
          : `a figures block names docs/figures/${block.text}.json, which no bench writes`,
      ),
    ),
    figures: figureClaims(doc).flatMap((claim) =>
      report(
        claim,
        'a figure typed into prose: generate it from docs/figures/, mark a constant of the spec "(spec)" or a target "(target)", or cut it',
      ),
    ),
  };
}

/** Why a "see", "above" or "below" points at nothing, or null when it names a heading. */
function pointerProblem(
  claim: PointerClaim,
  docPath: string,
  markdown: string,
  repo: Repo,
): string | null {
  if (claim.heading === null)
    return 'points into this page without naming a heading: link it ([…](#anchor))';
  const page = claim.page ?? docPath;
  if (!repo.exists(page)) return `no such page: ${page}`;
  const headings = headingTexts(page === docPath ? markdown : repo.read(page));
  return headings.has(claim.heading) ? null : `${page} has no heading "${claim.heading}"`;
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

  test('name only identifiers the code has', () => {
    expect(all('identifiers')).toEqual([]);
  });

  test('"see", "above" and "below" name a heading that is there', () => {
    expect(all('pointers')).toEqual([]);
  });

  test('type no figures: they are generated from docs/figures/ or marked as constants', () => {
    expect(all('figures')).toEqual([]);
    expect(all('figureBlocks')).toEqual([]);
  });
});

describe('the code', () => {
  test('names no issue numbers in its comments', () => {
    const found = repo.entries
      // The docs checks' own files hold planted examples of what they catch.
      .filter((path) => COMMENTED_CODE.test(path) && isFile(path) && !PLANTED.test(path))
      .flatMap((path) =>
        issueNumbersInCode(read(path)).map((claim) => `${path}:${claim.line}: ${claim.text}`),
      );
    expect(found).toEqual([]);
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

  // A bench whose figures are plain values: the doc's figures block quotes each one as written.
  test('backup-drill.json is quoted in docs/deploy.md', () => {
    const { date: _date, ...recorded } = JSON.parse(
      read('docs/figures/backup-drill.json'),
    ) as Record<string, string | number>;
    const doc = read('docs/deploy.md');
    expect(Object.values(recorded).filter((value) => !doc.includes(`| ${value} |`))).toEqual([]);
  });

  test('forecast.json is quoted in docs/features/deals.md', () => {
    const { date: _date, ...recorded } = JSON.parse(read('docs/figures/forecast.json')) as Record<
      string,
      string | number
    >;
    const doc = read('docs/features/deals.md');
    expect(Object.values(recorded).filter((value) => !doc.includes(`| ${value} |`))).toEqual([]);
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
    'It used to call `publicLinkOf()`, and `useAsync` still does (see below).',
    'npm test takes 51 s on a fresh clone; a mark shows within 2 s (spec) and `10 s` is code.',
    'See [testing.md](testing.md), "No such heading", and [testing.md](testing.md), "CI time".',
    '<!-- figures: planted -->',
    'The bundle: 79.3 kB.',
    '<!-- /figures -->',
    '```ts',
    "import { x } from 'src/lib/also-missing.ts'; // example code: not read",
    '```',
  ].join('\n');
  const found = checkDoc('docs/planted.md', planted, repo);

  test('reports each kind of planted false claim, with file and line', () => {
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
        'docs/planted.md:5: `used to` — work history in prose: describe the code, not the work that changed it',
      ],
      identifiers: ['docs/planted.md:5: `publicLinkOf()` — names nothing in the repository'],
      pointers: [
        'docs/planted.md:5: `below` — points into this page without naming a heading: link it ([…](#anchor))',
        'docs/planted.md:7: `](testing.md), "No such heading"` — docs/testing.md has no heading "No such heading"',
      ],
      figures: [
        'docs/planted.md:6: `51 s` — a figure typed into prose: generate it from docs/figures/, mark a constant of the spec "(spec)" or a target "(target)", or cut it',
      ],
      figureBlocks: [
        'docs/planted.md:8: `planted` — a figures block names docs/figures/planted.json, which no bench writes',
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

  test('figures: units of time, size and counts of code; not other numbers, not marked constants', () => {
    const flagged = (text: string) => figureClaims(readDoc(text)).map((claim) => claim.text);
    expect(
      flagged('took 2 min 5 s, 1,234 ms, 79.3 kB, 2 MB, 90 lines, 14 tests, 40 %, 12%.'),
    ).toEqual([
      '2 min',
      '5 s',
      '1,234 ms',
      '79.3 kB',
      '2 MB',
      '90 lines',
      '14 tests',
      '40 %',
      '12%',
    ]);
    expect(
      flagged(
        '10,000 rows, 2 cores, 20 a minute, UTF-8, port 4173, 1440x900, 24 px, within 10 s (spec), ' +
          '< 50 ms (target), `300 ms` in code, v20.19 and 3 a.m.',
      ),
    ).toEqual([]);
  });

  test('pointers: above and below need a link to a heading on their line; numbers are no pointers', () => {
    const flagged = (text: string) =>
      pointerClaims(readDoc(text), text, 'docs/x.md').map((claim) => claim.text);
    expect(flagged('As shown above.\nThe table below.\nWrites above 500 a second.')).toEqual([
      'above',
      'below',
    ]);
    expect(flagged('The [set-up](#set-up) below.\nThe `above` code span.')).toEqual([]);
  });

  test('identifiers: single names and dotted names in code spans, not texts or paths', () => {
    const names = (text: string) => identifierClaims(readDoc(text)).map((claim) => claim.text);
    expect(
      names(
        '`useAsync` `data.query()` `EXPIRE_MS` `a b` `npm test` `src/x.ts` `x.json` `送信する`',
      ),
    ).toEqual(['useAsync', 'data.query()', 'EXPIRE_MS']);
    expect(identifierWords('data.query()')).toEqual(['data', 'query']);
  });

  test('work history in code: issue numbers, wherever they are', () => {
    expect(
      issueNumbersInCode(
        '// see issue 27\nconst a = 1; /* Issue #3 */\n// issues/12 of a URL, fixed in PR 9 (#46)\n' +
          "color: '(#374151)', expr 2",
      ).map((claim) => [claim.line, claim.text]),
    ).toEqual([
      [1, 'issue 27'],
      [2, 'Issue #3'],
      [3, 'PR 9'],
      [3, '(#46)'],
    ]);
  });

  test('figure blocks name the recorded figures they quote', () => {
    expect(
      figureBlockNames('<!-- figures: public-bundle -->\nx\n<!-- ci-figures: written by … -->'),
    ).toEqual([
      { line: 1, text: 'public-bundle' },
      { line: 3, text: 'ci' },
    ]);
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
