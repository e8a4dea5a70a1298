/**
 * What a markdown document claims about this repository, read from its text alone: the files it
 * names, the npm scripts it tells you to run, the app routes it names, and prose that points at
 * work history (issue numbers, "this session") instead of describing the code. Pure and
 * dependency-free: docs-check.test.ts reads the files and decides whether each claim holds.
 *
 * Where claims are read from, and why:
 * - prose: inline code spans and markdown link targets. Bare words in prose are not read: too
 *   many ordinary words contain a slash ("and/or", "UTF-8/Shift_JIS").
 * - shell fences (```bash, sh, shell, console) and plain fences (``` or ```text, e.g. the
 *   architecture tree): every word may be a path, and shell fences' npm commands are scripts
 *   someone will paste, so they are checked.
 * - other fences (```ts, ```json, …): skipped. They are example code, whose keys and file names
 *   are made up on purpose.
 * - work-history phrases only in prose outside code spans and link targets.
 */

/** A piece of a document with the line (1-based) it starts on. */
export interface Located {
  line: number;
  text: string;
}

interface Fence {
  lang: string;
  lines: Located[];
}

/** A document split into what the extractors read. */
export interface DocParts {
  /** Code spans outside fences; a span broken across lines is joined with a space. */
  spans: Located[];
  /** Markdown link targets outside fences and code spans. */
  links: Located[];
  fences: Fence[];
  /** Prose with fences, code spans and link targets blanked (line numbers kept). */
  prose: string;
}

/** What a named path must be for the claim to hold. */
export type PathClaim = Located &
  (
    | { kind: 'file'; path: string; anchor?: string } // exists, from the repository root
    | { kind: 'module'; path: string } // an `@/` import: exists with or without .ts/.tsx
    | { kind: 'glob'; pattern: string } // at least one repository path matches
    | { kind: 'tail'; tail: string } // some repository path ends with it
  );

/** The folder of the package.json a script comes from. */
export type PackageDir = '.' | 'functions';

export type ScriptClaim = Located & { name: string; packageDir: PackageDir };

const SHELL_FENCES = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
const PLAIN_FENCES = new Set(['', 'text', 'txt', 'plain']);

/** Folders at the repository root whose paths docs name from the root. */
const ROOT_FOLDERS = [
  'src/',
  'functions/',
  'scripts/',
  'e2e/',
  'tests/',
  'docs/',
  'eslint/',
  'public/',
  '.ci/',
];

/**
 * Files at the root, which docs name without a folder. Patterns rather than today's list, so a
 * doc naming a config file that was renamed or never existed (`vitest.config.ts`) is caught.
 */
const ROOT_FILES = [
  /^package(?:-lock)?\.json$/,
  /^firebase\.json$/,
  /^\.firebaserc$/,
  /^firestore\.[\w.]+$/,
  /^knip\.jsonc?$/,
  /^index\.html$/,
  /^README\.md$/,
  /^tsconfig(?:\.[\w-]+)?\.json$/,
  /^[\w.-]+\.config\.(?:ts|js|mjs|cjs)$/,
  /^\.(?:gitignore|prettierrc\.json|prettierignore)$/,
];

/**
 * Paths named relative to an unstated folder (`model/palette.ts` inside a feature's doc,
 * `features/sa` in the docs index): a source file name, or a path starting with one of src/'s or
 * a feature's own folders, up to a folder or a source file (not `lib/emulator/commandUtils.js`
 * of a package). Checked as the tail of some repository path, which catches a renamed
 * or deleted file without guessing the folder.
 */
const SOURCE_NAME = /^[\w@.-]+(?:\/[\w@.-]+)*\.(?:ts|tsx|mjs|cjs)$/;
const SOURCE_FOLDER =
  /^(?:features|components|lib|app|contracts|model|data|hooks)(?:\/[\w@-]+)*\/?$/;

/** `<area>`, `{id}`, `…`: a pattern for the reader, not a path; skipped. */
const PLACEHOLDER = /[<>{}]|…|\.\.\.(?!\/)/;
const URL_LIKE = /^[a-z][\w+.-]*:|:\/\//i;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;
const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** Fenced blocks apart (with their language), the rest as prose with the fences blanked. */
function splitFences(markdown: string): { fences: Fence[]; outside: string } {
  const fences: Fence[] = [];
  const outside: string[] = [];
  let open: { marker: string; fence: Fence } | null = null;
  markdown.split('\n').forEach((text, i) => {
    const fenceLine = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(text);
    if (open) {
      if (fenceLine?.[1]?.startsWith(open.marker) && !fenceLine[2]) open = null;
      else open.fence.lines.push({ line: i + 1, text });
      outside.push(blank(text));
    } else if (fenceLine) {
      open = { marker: fenceLine[1] ?? '```', fence: { lang: fenceLine[2] ?? '', lines: [] } };
      fences.push(open.fence);
      outside.push(blank(text));
    } else outside.push(text);
  });
  return { fences, outside: outside.join('\n') };
}

/** Splits a document into code spans, link targets, fences and the remaining prose. */
export function readDoc(markdown: string): DocParts {
  const { fences, outside } = splitFences(markdown);
  const spans: Located[] = [];
  const withoutSpans = outside.replace(/`([^`]+)`/g, (whole, text: string, index: number) => {
    spans.push({ line: lineAt(outside, index), text: text.replace(/\s*\n\s*/g, ' ') });
    return blank(whole);
  });
  const links: Located[] = [];
  const prose = withoutSpans.replace(
    /(\]\()([^()\s]+)((?:\s+"[^"]*")?\))/g,
    (_whole, open: string, target: string, close: string, index: number) => {
      links.push({ line: lineAt(withoutSpans, index), text: target });
      return open + blank(target) + close;
    },
  );
  return { spans, links, fences, prose };
}

/**
 * One word as a path: an environment assignment (`FILE=src/x.ts`) names its value; wrapping
 * quotes and brackets, sentence punctuation and a `:line` suffix are not part of the path.
 */
function cleanWord(word: string): string {
  return word
    .replace(/^[A-Z][A-Z0-9_]*=/, '')
    .replace(/^[("'[]+/, '')
    .replace(/[)"',;:.!?\]]+$/, '')
    .replace(/:\d+(?::\d+)?$/, '');
}

/** A path from the repository root, as a file or (with `*`) a glob. */
function rootClaim(located: Located, path: string): PathClaim {
  return /[*?]/.test(path)
    ? { ...located, kind: 'glob', pattern: path }
    : { ...located, kind: 'file', path: path.replace(/\/$/, '') };
}

/** Resolves `a/../b/./c` (posix only: this module imports nothing, not even node:path). */
function normalizePath(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

const folderOf = (docPath: string) => docPath.split('/').slice(0, -1).join('/');

/** The claim one word of a code span or fence makes, or null when it names no repository path. */
export function wordClaim(word: string, line: number, docPath: string): PathClaim | null {
  const path = cleanWord(word);
  if (!path || PLACEHOLDER.test(path) || URL_LIKE.test(path)) return null;
  const located = { line, text: path };
  const fromRoot =
    ROOT_FOLDERS.some((folder) => path.startsWith(folder)) ||
    ROOT_FILES.some((file) => file.test(path));
  if (fromRoot) {
    // Local files the reader creates (gitignored secrets and parameters) exist only on a machine.
    if (/(?:^|\/)\.(?:env|secret)\b/.test(path)) return null;
    return rootClaim(located, path);
  }
  if (path.startsWith('@/') && path.length > 2)
    return { ...located, kind: 'module', path: `src/${path.slice(2)}` };
  if (path.endsWith('.md'))
    return { ...located, kind: 'file', path: normalizePath(`${folderOf(docPath)}/${path}`) };
  if (/[*?]/.test(path)) return null; // a glob with no stated folder: nothing to match it against
  if (SOURCE_NAME.test(path) || SOURCE_FOLDER.test(path))
    return { ...located, kind: 'tail', tail: path.replace(/\/$/, '') };
  return null;
}

/** A link target: a web address is skipped, anything else resolves from the document's folder. */
function linkClaim(target: string, line: number, docPath: string): PathClaim | null {
  if (URL_LIKE.test(target)) return null;
  const [file = '', anchor] = target.split('#');
  const path = file ? normalizePath(`${folderOf(docPath)}/${file}`) : docPath;
  return { line, text: target, kind: 'file', path, ...(anchor ? { anchor } : {}) };
}

const wordsOf = (located: Located) =>
  located.text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ line: located.line, word }));

/** Every repository path a document names (see the header for where they are read from). */
export function pathClaims(doc: DocParts, docPath: string): PathClaim[] {
  const fenceLines = doc.fences
    .filter((fence) => SHELL_FENCES.has(fence.lang) || PLAIN_FENCES.has(fence.lang))
    .flatMap((fence) => fence.lines);
  const words = [...doc.spans, ...fenceLines].flatMap(wordsOf);
  return [
    ...words.map(({ word, line }) => wordClaim(word, line, docPath)),
    ...doc.links.map((link) => linkClaim(link.text, link.line, docPath)),
  ].filter((claim): claim is PathClaim => claim !== null);
}

/** The script one npm command runs (`npm run x`, `npm test`), with its `--prefix`, if any. */
function npmScript(command: string): { name: string; prefix?: string } | null {
  const words = command.trim().split(/\s+/);
  let prefix: string | undefined;
  for (let i = words.indexOf('npm') + 1; i > 0 && i < words.length; i++) {
    const word = words[i] ?? '';
    if (word === '--prefix' || word === '-C') prefix = words[++i]?.replace(/["']/g, '');
    else if (word === 'run' || word === 'run-script') {
      const name = words[i + 1];
      return name && /^[\w:.-]+$/.test(name) ? { name, prefix } : null;
    } else if (['test', 't', 'start'].includes(word))
      return { name: word === 't' ? 'test' : word, prefix };
    else if (!word.startsWith('-')) return null; // install, ci, exec: not a script
  }
  return null;
}

const packageOf = (dir: string): PackageDir =>
  normalizePath(dir) === 'functions' ? 'functions' : '.';

/**
 * npm scripts in one command line. `--prefix functions` or an earlier `cd functions` (in the same
 * span, or fence) runs the functions package's script; the returned folder carries a `cd` on to
 * the next line of a fence.
 */
function commandScripts(
  located: Located,
  startDir: PackageDir,
): { claims: ScriptClaim[]; dir: PackageDir } {
  let dir = startDir;
  const claims: ScriptClaim[] = [];
  const withoutComment = located.text.replace(/(^|\s)#.*$/, '');
  for (const command of withoutComment.split(/&&|\|\||;|\|/)) {
    const cd = /^\s*cd\s+(\S+)/.exec(command);
    if (cd) dir = packageOf(cd[1] ?? '');
    const script = npmScript(command);
    if (!script) continue;
    const packageDir = script.prefix === undefined ? dir : packageOf(script.prefix);
    claims.push({ line: located.line, text: command.trim(), name: script.name, packageDir });
  }
  return { claims, dir };
}

/** Every npm script a document tells you to run, from code spans and shell fences. */
export function scriptClaims(doc: DocParts): ScriptClaim[] {
  const fromSpans = doc.spans.flatMap((span) => commandScripts(span, '.').claims);
  const fromFences = doc.fences
    .filter((fence) => SHELL_FENCES.has(fence.lang))
    .flatMap((fence) => {
      let dir: PackageDir = '.';
      return fence.lines.flatMap((line) => {
        const result = commandScripts(line, dir);
        dir = result.dir;
        return result.claims;
      });
    });
  return [...fromSpans, ...fromFences];
}

/**
 * Code spans that are a whole URL path (`/sa`, `/surveys/:id/results`). Not routes: paths of the
 * machine (`/usr/bin/chromium`) and the dev server's own endpoints (`/__functions/*`, served by
 * scripts/local-functions/plugin.ts, not the app's router).
 */
export function routeClaims(doc: DocParts): Located[] {
  return doc.spans.filter(
    (span) =>
      /^\/\S*$/.test(span.text) &&
      !/^\/(?:usr|etc|tmp|home|opt|var|bin|dev|proc)\//.test(span.text) &&
      !span.text.startsWith('/__'),
  );
}

/**
 * The route patterns a routes module defines, read as text: every quoted string starting with
 * `/` ('/surveys/:surveyId/edit', route('/:id', …)), template literals' `${…}` as a parameter
 * (paths.ts builds `/surveys/${encodeURIComponent(id)}/results`).
 */
export function routePatterns(source: string): string[] {
  const found = source.matchAll(/(['"`])(\/[^'"`\s]*)\1/g);
  return [...found].map((match) => (match[2] ?? '').replace(/\$\{[^}]*\}/g, ':param'));
}

const isParam = (segment: string) => /^(?::\w+|\{[^}]*\}|\*)$/.test(segment);
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether a route a doc names is one of the app's. A doc's parameter (`:id`, `{id}`, `*`) matches
 * only a pattern's parameter; a concrete segment (`seed-survey-satisfaction`) matches a literal or
 * a parameter — except in an all-parameter pattern like the public host's `/:id`, which would
 * otherwise make every one-segment route in a doc true. A trailing `…` means "and below".
 */
export function routeMatches(route: string, patterns: readonly string[]): boolean {
  const path = route.replace(/[?#].*$/, '');
  const below = /(?:…|\.\.\.)$/.test(path);
  const wanted = segmentsOf(path.replace(/(?:…|\.\.\.)$/, ''));
  return patterns.some((pattern) => {
    const have = segmentsOf(pattern);
    if (below ? have.length < wanted.length : have.length !== wanted.length) return false;
    const catchAll = have.length > 0 && have.every(isParam);
    return wanted.every((segment, i) => {
      const own = have[i] ?? '';
      if (isParam(segment)) return isParam(own);
      return own === segment || (isParam(own) && !catchAll);
    });
  });
}

/**
 * Prose that reads as a work log rather than a description: our own issue numbers ("issue 34",
 * "Issue #12", "(#35)", "fixes #35") and session history ("in this session", "last session",
 * "this turn"). Deliberately not matched: a bare `#374151` (a colour) or `#12345` (a
 * placeholder), another project's `owner/repo#6252`, and "this session's last edits" (the user's
 * session, which the app has).
 */
const HISTORY = [
  /\b(?:issues?|PR|pull request|ticket)\s*#?\d+\b/gi,
  /\((?:see\s+)?#\d+\)|\b(?:see|fixes|fixed|closes|closed)\s+#\d+\b/gi,
  /\b(?:in|during)\s+this\s+session\b/gi,
  /\b(?:last|previous|earlier)\s+(?:session|turn)\b/gi,
  /\b(?:in\s+)?this\s+turn\b/gi,
  /\bsession\s+\d+\b/gi,
];

export function historyClaims(doc: DocParts): Located[] {
  return HISTORY.flatMap((pattern) => [...doc.prose.matchAll(pattern)])
    .sort((a, b) => a.index - b.index)
    .map((match) => ({
      line: lineAt(doc.prose, match.index),
      text: match[0].replace(/\s+/g, ' '),
    }));
}

const WILDCARDS = new Map([
  ['**/', '(?:.*/)?'],
  ['**', '.*'],
  ['*', '[^/]*'],
  ['?', '[^/]'],
]);

/** A glob (`*` within a folder, `**` across folders) as a regular expression over paths. */
export function globToRegExp(glob: string): RegExp {
  const source = glob
    .replace(/\/$/, '')
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) => WILDCARDS.get(part) ?? part.replace(/[.+^${}()|[\]\\]/g, '\\$&'))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The anchors GitHub gives a document's headings: lower case, punctuation out, spaces to `-`. */
export function headingAnchors(markdown: string): Set<string> {
  const { outside } = splitFences(markdown);
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ''] of outside.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/**
 * Code spans that name an identifier of the code: a function, type, constant or variable
 * (`useAsync`, `EXPIRE_MS`, `data.query`, `checkRemindersLocally()`). Each must exist somewhere
 * in the repository outside the docs. Spans with spaces, quotes or other punctuation are texts or
 * commands, and paths are path claims, so neither is read here.
 */
export function identifierClaims(doc: DocParts): Located[] {
  return doc.spans
    .filter((span) => /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/.test(span.text))
    .filter(
      (span) =>
        !/\.(?:ts|tsx|mjs|cjs|js|jsonc?|md|html|css|rules|ya?ml|sh|log|png|csv|xlsx|txt|xml)$/.test(
          span.text,
        ),
    );
}

/** The words of an identifier claim that must each exist: `data.query()` → data, query. */
export const identifierWords = (claim: string) => claim.replace(/\(\)$/, '').split('.');

/**
 * The heading texts of a document as a reader quotes them: inline code and emphasis marks out.
 */
export function headingTexts(markdown: string): Set<string> {
  const { outside } = splitFences(markdown);
  return new Set(
    [...outside.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map(([, heading = '']) =>
      heading.replace(/[`*_]/g, '').trim(),
    ),
  );
}

/** A pointer to a part of a page: which page (null: this one) and which heading, by text. */
export type PointerClaim = Located & { page: string | null; heading: string | null };

/**
 * Pointers that must name a heading. "above" and "below" point into the same page, so their line
 * must link to one of its headings (`[…](#anchor)`, checked as a link); a heading quoted after
 * "see" ('see "CI time"') or after a link to a page ('[testing.md](testing.md), "CI time"') must
 * be a heading of that page. "above 500 a second" compares numbers and is not a pointer.
 */
export function pointerClaims(doc: DocParts, markdown: string, docPath: string): PointerClaim[] {
  const claims: PointerClaim[] = [];
  const proseLines = doc.prose.split('\n');
  const lines = markdown.split('\n');
  proseLines.forEach((prose, index) => {
    const line = index + 1;
    const original = lines[index] ?? '';
    for (const match of prose.matchAll(/\b(above|below)\b(?!\s+[\d<>≤≥])/gi))
      if (!/\]\(#[^)\s]+\)/.test(original))
        claims.push({ line, text: match[0], page: null, heading: null });
    for (const match of original.matchAll(/\bsee\s+["“]([^"”]+)["”]/gi))
      if (prose.includes(match[0]))
        claims.push({ line, text: match[0], page: null, heading: match[1] ?? '' });
    for (const match of original.matchAll(/\]\(([^)#\s]+\.md)\)\s*[,:]?\s*["“]([^"”]+)["”]/g)) {
      const page = normalizePath(`${folderOf(docPath)}/${match[1] ?? ''}`);
      claims.push({ line, text: match[0], page, heading: match[2] ?? '' });
    }
  });
  return claims;
}

/** Units whose figures change with the code or the machine (times, sizes, counts of code). */
const FIGURE =
  /(?<![\w.,-])\d[\d,]*(?:\.\d+)?(?:\s|&nbsp;)?(?:ms|s|min|kB|MB|lines|tests|%)(?![\w-])/g;
/** A figure the spec or an issue fixes is marked right after it: "10 s (spec)", "50 ms (target)". */
const CONSTANT_MARK = /^\s*\((?:spec|target)\b/;
/** Blocks a script writes from docs/figures/ (their figures are a run's, never typed in). */
const GENERATED_BLOCK = /<!-- (?:[\w-]*-)?figures:[\s\S]*?<!-- \/(?:[\w-]*-)?figures -->/g;

/**
 * Figures with a unit in prose (tables included) that are neither in a generated block nor
 * marked as a constant of the spec: a measured figure typed into a doc is stale at the next run.
 */
export function figureClaims(doc: DocParts): Located[] {
  const prose = doc.prose.replace(GENERATED_BLOCK, blank);
  return [...prose.matchAll(FIGURE)]
    .filter((match) => !CONSTANT_MARK.test(prose.slice(match.index + match[0].length)))
    .map((match) => ({ line: lineAt(prose, match.index), text: match[0] }));
}

/**
 * The recorded figures each generated block quotes: `<!-- figures: public-bundle -->` quotes
 * docs/figures/public-bundle.json, the `ci-figures` block docs/figures/ci.json.
 */
export function figureBlockNames(markdown: string): Located[] {
  return [...markdown.matchAll(/<!-- (ci-)?figures:\s*([\w-]*)/g)].map((match) => ({
    line: lineAt(markdown, match.index),
    text: match[1] ? 'ci' : (match[2] ?? ''),
  }));
}

/** Phrases that tell how the code changed instead of what it is. */
const CHANGE_HISTORY = [
  /\bused to\b/gi,
  /\bno longer\b/gi,
  /\b(?:is|are) gone\b/gi,
  /\bbefore this change\b/gi,
  /\banymore\b/gi,
];

/** Work-history phrases ("used to", "no longer", "is gone", "before this change") in prose. */
export function changeHistoryClaims(doc: DocParts): Located[] {
  return CHANGE_HISTORY.flatMap((pattern) => [...doc.prose.matchAll(pattern)])
    .sort((a, b) => a.index - b.index)
    .map((match) => ({ line: lineAt(doc.prose, match.index), text: match[0] }));
}

/**
 * "issue 34", "Issue #12", "PR 7", "(#46)": the tracker's numbers in code, where they explain
 * nothing. A colour in parentheses has letters or more digits than an issue number.
 */
export function issueNumbersInCode(source: string): Located[] {
  return [...source.matchAll(/\b(?:issues?|PR|pull request)\s*#?\d+\b|\(#\d{1,4}\)/gi)].map(
    (match) => ({
      line: lineAt(source, match.index),
      text: match[0],
    }),
  );
}
