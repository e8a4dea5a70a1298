import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (docs/architecture.md), by file location, so `@/` and relative imports are judged alike
 * (eslint-plugin-boundaries with our alias resolver, eslint/alias-resolver.cjs):
 * app -> features -> components/lib, never the reverse; a feature reaches another feature only
 * through its index.ts; model/ is pure (no React, no backend); components never touch the
 * backend; only lib/backend/firebase/ imports the Firebase SDK. eslint/boundaries.test.ts proves
 * each kind of violation fails lint.
 */
const zones = [
  { type: 'firebase-adapter', pattern: 'src/lib/backend/firebase/**', partialMatch: false },
  { type: 'backend', pattern: 'src/lib/backend/**', partialMatch: false },
  { type: 'lib', pattern: 'src/lib/**', partialMatch: false },
  { type: 'ui', pattern: 'src/components/**', partialMatch: false },
  // A layer folder at the top of a feature, or inside one of its capability folders
  // (src/features/customers/history/model/).
  ...['model', 'data', 'hooks', 'components'].flatMap((layer) => [
    {
      type: `feature-${layer}`,
      pattern: `src/features/*/${layer}/**`,
      partialMatch: false,
      capture: ['feature'],
    },
    {
      type: `feature-${layer}`,
      pattern: `src/features/*/*/${layer}/**`,
      partialMatch: false,
      capture: ['feature', 'capability'],
    },
  ]),
  { type: 'feature-rest', pattern: 'src/features/*/**', partialMatch: false, capture: ['feature'] },
  { type: 'app', pattern: 'src/app/**', partialMatch: false },
  { type: 'contracts', pattern: 'src/contracts/**', partialMatch: false },
];
/**
 * A feature's index.ts is its public API, and model/index.ts the pure part of it (so another
 * feature's model/ stays pure and the public pages' bundles take only pure code); every other
 * file is internal to its feature.
 */
const fileKinds = [
  { category: 'public-api', pattern: 'src/features/*/index.ts' },
  { category: 'public-api', pattern: 'src/features/*/model/index.ts' },
  { category: 'source', pattern: '**/*' },
];

const featureInternals = [
  'feature-model',
  'feature-data',
  'feature-hooks',
  'feature-components',
  'feature-rest',
];
const anyFeature = featureInternals;
const backendZones = ['backend', 'firebase-adapter'];
const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const from = (...types) => ({ element: { types: { anyOf: types } } });
const external = (...sources) => ({ to: { module: { origin: 'external', source: sources } } });

const boundaryPolicies = [
  {
    from: from(...anyFeature),
    disallow: {
      to: {
        element: {
          types: { anyOf: featureInternals },
          captured: { feature: '!{{ from.element.captured.feature }}' },
        },
        file: { categories: { noneOf: ['public-api'] } },
      },
    },
    message:
      "Import another feature only through its index.ts (its public API), e.g. '@/features/auth', or its pure model/index.ts.",
  },
  {
    from: from('feature-model'),
    disallow: to('feature-data', 'feature-hooks', 'feature-components', 'ui', 'app'),
    message: 'model/ is pure: no data/, hooks/, components/ or app imports.',
  },
  {
    from: from('feature-model'),
    disallow: to(...backendZones),
    message: 'model/ never imports the backend: data/ converts stored documents into model types.',
  },
  {
    from: from('feature-model'),
    disallow: external('react', 'react-dom', 'react-router-dom', 'firebase', '@firebase/*'),
    message: 'model/ is pure: no React and no Firebase.',
  },
  {
    from: from('ui', 'feature-components'),
    disallow: to(...backendZones),
    message: "components never import the backend: call the feature's data/ (or a hook over it).",
  },
  {
    from: from('lib', 'backend', 'firebase-adapter'),
    disallow: to('ui'),
    message:
      'lib/ holds what has no screen: it never imports components/ (move the code, or the caller).',
  },
  {
    from: from('ui', 'lib', 'backend', 'firebase-adapter'),
    disallow: to(...anyFeature, 'app'),
    message: 'components/ and lib/ never import features or the app layer.',
  },
  {
    from: from(...anyFeature),
    disallow: to('app'),
    message: 'Features never import the app layer; compose them in src/app/routes.',
  },
  {
    from: from('contracts'),
    disallow: to('firebase-adapter', 'backend', 'lib', 'ui', ...anyFeature, 'app'),
    message:
      'src/contracts/ is shared with functions/ as a copy: it imports nothing of the app (types and constants only).',
  },
  {
    from: { element: { types: { noneOf: ['firebase-adapter'] } } },
    disallow: external('firebase', '@firebase/*'),
    message: 'Only src/lib/backend/firebase/ may import the Firebase SDK.',
  },
];

/**
 * Tests may set up the local backend (it is the real store, not a mock) or build its typed
 * errors from any folder; every other boundary holds for them too.
 */
const testPolicies = boundaryPolicies.filter((policy) => !policy.message.includes('the backend'));

const TIME_HOME = 'Use src/lib/tokyo-time.ts (tokyoDay, plusDays, tokyoInstant, DAY_MS)';
/** Offset and calendar arithmetic written outside the one time module. */
const restrictedTime = [
  ['Literal[value=32400000]', 'Tokyo’s +9 hours in milliseconds'],
  ['Literal[value=86400000]', 'a day in milliseconds'],
  ...[60, 3600, 3600000].flatMap((unit) => [
    [`BinaryExpression[operator='*'][left.value=9][right.value=${unit}]`, '9 hours'],
    [`BinaryExpression[operator='*'][right.value=9][left.value=${unit}]`, '9 hours'],
    [`BinaryExpression[operator='*'][left.value=24][right.value=${unit}]`, 'a day'],
  ]),
  ['CallExpression[callee.property.name=/^set(UTC)?(Date|Hours)$/]', 'calendar arithmetic'],
].map(([selector, what]) => ({ selector, message: `${what}: ${TIME_HOME}.` }));

const BRAND = 'Use the brand tokens (bg-brand-600, text-brand-700…) for the brand colour';
const restrictedColours = [
  'Literal[value=/-blue-[0-9]/]',
  'TemplateElement[value.raw=/-blue-[0-9]/]',
].map((selector) => ({ selector, message: `${BRAND}, not Tailwind’s blue.` }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-empty',
      'dist-emulators',
      'coverage',
      'functions/lib',
      'functions/node_modules',
      // Generated copies (functions/scripts/copy-shared.mjs); their originals are linted.
      'functions/src/shared',
      'node_modules',
      'playwright-report',
      'test-results',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': zones,
      'boundaries/files': fileKinds,
      'import/resolver': {
        [fileURLToPath(new URL('./eslint/alias-resolver.cjs', import.meta.url))]: {},
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, policies: boundaryPolicies },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, policies: testPolicies },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // Time has one home, src/lib/tokyo-time.ts: Tokyo's +9 hours, a day's milliseconds and
    // calendar arithmetic (setDate / setUTCDate / setHours) nowhere else. Colours: the brand
    // tokens (brand-*), never Tailwind's blue, which they are today and may not stay.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/lib/tokyo-time.ts'],
    rules: { 'no-restricted-syntax': ['error', ...restrictedTime, ...restrictedColours] },
  },
  {
    // The grid regrew past a size a newcomer can read at once; split a file by concern
    // (docs/grid.md) rather than raise this.
    files: ['src/components/grid/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The customer domain is a set of definitions, hooks and parts: none needs more than this.
    files: ['src/features/customers/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
);
