import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { tableBranches } from './table-branching';

const root = join(import.meta.dirname, '../..');

function productionFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter(
      (path) =>
        // A table's own folder names it; tests set up data by name; functions' shared/ holds
        // copies of src/.
        !/^src\/features\/(sa|ob)\/|\.test\.tsx?$|test-support|\/shared\//.test(path),
    );
}

describe('no code outside a table’s own folder decides by the table’s name', () => {
  test('no file outside a table’s folder has one', () => {
    const found = Object.fromEntries(
      ['src', 'functions/src']
        .flatMap(productionFiles)
        .map((path) => [path, tableBranches(readFileSync(join(root, path), 'utf8')).length])
        .filter(([, count]) => count !== 0),
    );
    expect(found).toEqual({});
  });

  test('a planted branch is found, a comment is not', () => {
    const planted = [
      '// table === SA_LIST decides nothing here',
      "const path = table === SA_LIST ? '/sa' : '/ob';",
      "const label = SA_LIST ? 'SA' : 'OB';",
      "if (ref.table === 'ob') return;",
      'navigate(paths.sa.row(id));',
      'const fields = tableSchema(table).fields;',
    ].join('\n');
    expect(tableBranches(planted)).toEqual([2, 3, 4, 5]);
  });
});
