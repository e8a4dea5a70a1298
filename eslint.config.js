import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';

/** Import boundaries (STYLE.md): app -> features -> components/lib, never the reverse. */
const noFirebaseOutsideAdapter = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/lib/backend/firebase/ may import the Firebase SDK.',
};
const noAppImports = {
  group: ['@/app', '@/app/*'],
  message: 'Features, components and lib never import the app layer.',
};
const noFeatureInternals = {
  group: ['@/features/*/*'],
  message:
    "Import another feature only through its index (its public API), e.g. '@/features/auth'.",
};
const noFeatureImports = {
  group: ['@/features', '@/features/*'],
  message: 'components/ and lib/ never import features.',
};

export default tseslint.config(
  {
    ignores: ['dist', 'coverage', 'functions', 'node_modules', 'playwright-report', 'test-results'],
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
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noFirebaseOutsideAdapter, noAppImports, noFeatureInternals] },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    ignores: ['src/lib/backend/firebase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noFirebaseOutsideAdapter, noAppImports, noFeatureImports] },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFirebaseOutsideAdapter] }] },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
);
