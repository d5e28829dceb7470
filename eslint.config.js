import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'web/e2e/screenshots/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['web/src/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['web/src/**'],
    ignores: ['web/src/**/__tests__/**', 'web/src/**/*.spec.*', 'web/src/test/**'],
    rules: {
      // The contracts' schemas (zod) would land in every page's first load: the web app takes their types only.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@checkin/contracts', message: 'Import types only.', allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/test/**', '**/*.test-helpers.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
