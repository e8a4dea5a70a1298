import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Lints one import as if it were written in `filePath`, with the project's real configuration,
 * and returns the boundary messages. The imported files exist, so the resolver places them.
 */
const eslint = new ESLint({ cwd: `${import.meta.dirname}/..` });
async function boundaryErrors(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = [x];\n`, {
    filePath: `${import.meta.dirname}/../${filePath}`,
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
}

describe('import boundaries fail lint', () => {
  it.each([
    [
      'a relative import of another feature’s internals',
      'src/features/promotions/components/x.tsx',
      "import { listSurveys as x } from '../../surveys/data/surveys';",
      'only through its index.ts',
    ],
    [
      'an @/ import of another feature’s internals',
      'src/features/gtm/components/x.tsx',
      "import { parseSurvey as x } from '@/features/surveys/model/parse-survey';",
      'only through its index.ts',
    ],
    [
      'React in model/',
      'src/features/surveys/model/x.ts',
      "import { useState as x } from 'react';",
      'no React',
    ],
    [
      'React in a capability folder’s model/',
      'src/features/customers/history/model/x.ts',
      "import { useState as x } from 'react';",
      'no React',
    ],
    [
      'a capability folder’s components/ in its model/',
      'src/features/customers/history/model/x.ts',
      "import { HistoryPanel as x } from '../components/history-panel';",
      'model/ is pure',
    ],
    [
      'the backend in model/ (relative)',
      'src/features/surveys/model/x.ts',
      "import { backend as x } from '../../../lib/backend';",
      'model/ never imports the backend',
    ],
    [
      'the backend in a feature’s components/',
      'src/features/surveys/components/x.tsx',
      "import { backend as x } from '@/lib/backend';",
      'components never import the backend',
    ],
    [
      'the backend in components/ui',
      'src/components/ui/x.tsx',
      "import { backend as x } from '../../lib/backend';",
      'components never import the backend',
    ],
    [
      'the app in the shared contracts',
      'src/contracts/x.ts',
      "import { env as x } from '@/lib/env';",
      'imports nothing of the app',
    ],
    [
      'a feature in lib/ (relative)',
      'src/lib/x.ts',
      "import { surveysArea as x } from '../features/surveys';",
      'never import features',
    ],
    [
      'components/ in lib/',
      'src/lib/x.ts',
      "import { copyText as x } from '@/components/grid/bulk/cell-text';",
      'never imports components/',
    ],
    [
      'another feature’s model file, not its model/index.ts',
      'src/features/sa/model/x.ts',
      "import { searchKeys as x } from '@/features/customers/shared/model/customer-field';",
      'only through its index.ts',
    ],
    [
      'the app layer in a feature',
      'src/features/surveys/hooks/x.ts',
      "import { navItems as x } from '@/app/shell/nav-items';",
      'never import the app layer',
    ],
    [
      'the Firebase SDK outside its adapter',
      'src/features/surveys/data/x.ts',
      "import { getFirestore as x } from 'firebase/firestore';",
      'Only src/lib/backend/firebase/',
    ],
  ])('%s', async (_, filePath, importLine, expected) => {
    const errors = await boundaryErrors(filePath, importLine);
    expect(errors).toEqual([expect.stringContaining(expected)]);
  });

  it.each([
    [
      'another feature through its index.ts',
      'src/features/gtm/components/x.tsx',
      "import { useOptionList as x } from '@/features/dropdowns';",
    ],
    [
      'another feature’s pure API (model/index.ts) from a model/',
      'src/features/sa/model/x.ts',
      "import { searchKeys as x } from '@/features/customers/model';",
    ],
    [
      'a feature’s own data/ from its components/',
      'src/features/surveys/components/x.tsx',
      "import { listSurveys as x } from '../data/surveys';",
    ],
    [
      'the backend from a feature’s data/',
      'src/features/surveys/data/x.ts',
      "import { backend as x } from '@/lib/backend';",
    ],
  ])('allows %s', async (_, filePath, importLine) => {
    expect(await boundaryErrors(filePath, importLine)).toEqual([]);
  });
}, 120_000);

describe('file size', () => {
  it('fails lint for a grid or customer-domain file over 300 lines', async () => {
    const long = `export const lines = [\n${'  1,\n'.repeat(300)}];\n`;
    const [result] = await eslint.lintText(long, {
      filePath: `${import.meta.dirname}/../src/components/grid/x.ts`,
    });
    expect(result?.messages.map((m) => m.ruleId)).toContain('max-lines');
    const [elsewhere] = await eslint.lintText(long, {
      filePath: `${import.meta.dirname}/../src/features/gtm/model/x.ts`,
    });
    expect(elsewhere?.messages.map((m) => m.ruleId)).not.toContain('max-lines');
  });
}, 60_000);
