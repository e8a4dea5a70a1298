// Writes the runtime libraries table of docs/decisions.md from package.json, keeping the reasons
// written there (scripts/lib/docs-libraries.mjs). Usage: npm run docs:libraries
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CLOSE,
  LIBRARIES_DOC,
  OPEN,
  libraryBlock,
  libraryProblems,
  readLibraryRows,
} from './lib/docs-libraries.mjs';

const root = join(import.meta.dirname, '..');
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const path = join(root, LIBRARIES_DOC);
const text = readFileSync(path, 'utf8');
const block = libraryBlock(dependencies, readLibraryRows(text));
const at = text.indexOf(OPEN);
writeFileSync(path, text.slice(0, at) + block + text.slice(text.indexOf(CLOSE) + CLOSE.length));
const problems = libraryProblems(dependencies, readLibraryRows(block));
for (const problem of problems) console.error(`${LIBRARIES_DOC}: ${problem}`);
process.exit(problems.length ? 1 : 0);
