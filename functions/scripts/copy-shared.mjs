// The statistics trigger runs the app's own aggregation. That file is dependency-free so it can
// compile here, but it sits in an ES-module package (the app) while functions/ is CommonJS, and
// only functions/ is uploaded on deploy — so the build copies it into src/shared/ (git-ignored)
// instead of compiling it across package boundaries. Edit the original, never the copy.
//
// The client<->functions contracts (src/contracts/: callable names, payload types, error reason
// codes) are copied the same way into src/shared/contracts/, so both sides compile one text.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const contracts = readdirSync(join(functionsDir, '../src/contracts'))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => [`../src/contracts/${name}`, `src/shared/contracts/${name}`]);
const shared = [
  ['../src/lib/tokyo-time.ts', 'src/shared/tokyo-time.ts'],
  ['../src/features/surveys/model/answer-value.ts', 'src/shared/answer-value.ts'],
  ['../src/features/surveys/model/field-types.ts', 'src/shared/field-types.ts'],
  ['../src/features/surveys/model/answer-traits.ts', 'src/shared/answer-traits.ts'],
  ['../src/features/surveys/model/show-if-stored.ts', 'src/shared/show-if-stored.ts'],
  ['../src/features/surveys/model/show-if.ts', 'src/shared/show-if.ts'],
  ['../src/features/members/model/private-cleanup.ts', 'src/shared/private-cleanup.ts'],
  ['../src/features/audit/model/audited-writes.ts', 'src/shared/audited-writes.ts'],
  ['../src/features/surveys/model/aggregate-answers.ts', 'src/shared/aggregate-answers.ts'],
  ['../src/features/surveys/model/stored-response.ts', 'src/shared/stored-response.ts'],
  ['../src/features/surveys/model/parse-stats.ts', 'src/shared/parse-stats.ts'],
  ['../src/features/surveys/model/summary-source.ts', 'src/shared/summary-source.ts'],
  ['../src/features/surveys/model/redact-personal.ts', 'src/shared/redact-personal.ts'],
  ['../src/features/surveys/model/closing.ts', 'src/shared/closing.ts'],
  ['../src/features/surveys/model/response-acceptance.ts', 'src/shared/response-acceptance.ts'],
  ['../src/features/customers/shared/model/history-diff.ts', 'src/shared/history-diff.ts'],
  ['../src/features/customers/shared/model/history-bounds.ts', 'src/shared/history-bounds.ts'],
  ['../src/features/customers/shared/model/planned-delivery.ts', 'src/shared/planned-delivery.ts'],
  ['../src/features/customers/shared/model/stored-fields.ts', 'src/shared/stored-fields.ts'],
  ['../src/features/customers/survey-links/model/survey-answer.ts', 'src/shared/survey-answer.ts'],
  [
    '../src/features/customers/survey-links/model/answer-landing.ts',
    'src/shared/answer-landing.ts',
  ],
  [
    '../src/features/customers/duplicates/model/merge-customers.ts',
    'src/shared/merge-customers.ts',
  ],
  ['../src/features/customers/duplicates/model/merge-store.ts', 'src/shared/merge-store.ts'],
  ['../src/features/customers/shared/model/corporate-number.ts', 'src/shared/corporate-number.ts'],
  ['../src/lib/fold-text.ts', 'src/shared/fold-text.ts'],
  ['../src/lib/trash/trash-core.ts', 'src/shared/trash-core.ts'],
  ['../src/lib/privacy/personal-data.ts', 'src/shared/personal-data.ts'],
  ['../src/lib/privacy/erase-personal-data.ts', 'src/shared/erase-personal-data.ts'],
  ['../src/features/customers/duplicates/model/undo-merge.ts', 'src/shared/undo-merge.ts'],
  ['../src/features/customers/comments/model/comment-notices.ts', 'src/shared/comment-notices.ts'],
  [
    '../src/features/customers/reminders/model/reminder-schedule.ts',
    'src/shared/reminder-schedule.ts',
  ],
  ['../src/features/customers/reminders/model/reminder-run.ts', 'src/shared/reminder-run.ts'],
  ['../src/features/customers/contacts/model/last-contact.ts', 'src/shared/last-contact.ts'],
  ...contracts,
];
// A shared file may import only another shared file, by a relative path or the app's `@/` alias
// (src/); the import is rewritten to the copy's path relative to the importing copy.
const srcDir = resolve(functionsDir, '../src');
const copyOf = new Map(
  shared.map(([from, to]) => [resolve(functionsDir, from).replace(/\.ts$/, ''), to]),
);

function copySpecifier(from, to, specifier) {
  const target = specifier.startsWith('@/')
    ? join(srcDir, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(join(functionsDir, from)), specifier)
      : undefined;
  const copy = target && copyOf.get(target.replace(/\.ts$/, ''));
  if (!copy) throw new Error(`${from} must stay dependency-free (it imports ${specifier})`);
  const path = relative(dirname(to), copy).replace(/\.ts$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

/** Copies whose original moved or was deleted: removed, so nothing compiles against them. */
function removeStaleCopies() {
  const kept = new Set(shared.map(([, to]) => join(functionsDir, to)));
  const root = join(functionsDir, 'src/shared');
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && !kept.has(path)) rmSync(path);
  }
}

/** Writes every shared copy (idempotent; the root's vite.config.ts and typecheck call it too). */
export function copyShared() {
  for (const [from, to] of shared) {
    const source = readFileSync(join(functionsDir, from), 'utf8').replace(
      /^(\s*import\s[^;]*?from\s+')([^']+)(')/gm,
      (_, head, specifier, tail) => `${head}${copySpecifier(from, to, specifier)}${tail}`,
    );
    const path = join(functionsDir, to);
    const text = `// GENERATED by functions/scripts/copy-shared.mjs from ${from.replace('../', '')}. Do not edit.\n${source}`;
    // Unchanged copies are left alone: no rewrite under a reader running beside (npm test runs
    // the typecheck and the lint side by side), no new mtime for an incremental build.
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  removeStaleCopies();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) copyShared();
