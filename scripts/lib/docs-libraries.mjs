// The table of runtime libraries in docs/decisions.md, between its `libraries` markers: one row
// per dependency of package.json, with the version package.json pins and the reason it is there.
// `npm run docs:libraries` writes the rows from package.json and keeps each reason already
// written; a new dependency gets a row whose reason says to write one, which the docs check
// (scripts/lib/docs-mirror.test.ts) refuses, as it refuses a row for a package that is not a
// dependency.

export const LIBRARIES_DOC = 'docs/decisions.md';
export const OPEN =
  '<!-- libraries: rows written by `npm run docs:libraries` from package.json; each reason by hand -->';
export const CLOSE = '<!-- /libraries -->';
export const NO_REASON = 'WRITE WHY THIS LIBRARY IS HERE';

/** The block's rows: `| \`name\` | version | why |` → { name, version, why }. */
export function readLibraryRows(markdown) {
  const at = markdown.indexOf(OPEN);
  const end = markdown.indexOf(CLOSE);
  if (at < 0 || end < at) throw new Error(`no libraries block (${OPEN} … ${CLOSE})`);
  return markdown
    .slice(at + OPEN.length, end)
    .split(/\r?\n/)
    .map((line) => /^\|\s*`([^`]+)`\s*\|\s*([^|]*?)\s*\|\s*(.*?)\s*\|$/.exec(line))
    .filter((match) => match !== null)
    .map(([, name, version, why]) => ({ name, version, why }));
}

/** The block for `dependencies`, keeping the reasons of `rows` by name. */
export function libraryBlock(dependencies, rows) {
  const why = new Map(rows.map((row) => [row.name, row.why]));
  return [
    OPEN,
    '| library | version | why |',
    '| --- | --- | --- |',
    ...Object.entries(dependencies)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, version]) => `| \`${name}\` | ${version} | ${why.get(name) || NO_REASON} |`),
    CLOSE,
  ].join('\n');
}

/** What is wrong with the block against `dependencies`: rows missing, extra, stale or unexplained. */
export function libraryProblems(dependencies, rows) {
  const problems = [];
  const named = new Set(rows.map((row) => row.name));
  for (const name of Object.keys(dependencies))
    if (!named.has(name)) problems.push(`${name}: a dependency with no row`);
  for (const { name, version, why } of rows) {
    if (!(name in dependencies))
      problems.push(`${name}: a row for a package that is not a dependency`);
    else if (dependencies[name] !== version)
      problems.push(`${name}: the row says ${version}, package.json ${dependencies[name]}`);
    if (!why || why === NO_REASON) problems.push(`${name}: no reason written`);
  }
  return problems;
}
