import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Which way the web's imports go, as bulletproof-react has it: app may use features, features may use the shared
 * layers (lib, ui), and no feature imports another (a piece two features need moves to lib or ui; the app composes
 * features through lib/feature-slots).
 */
const webZones = [
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move the shared piece to web/src/lib or web/src/ui.',
  })),
  { target: ['./web/src/lib', './web/src/ui'], from: ['./web/src/features', './web/src/app'] },
  { target: './web/src/features', from: './web/src/app' },
];

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
      // The contracts' schemas (zod) would land in every page's first load: the web app takes their types only, and
      // values from the zod-free modules: rules (limits, tags, the org-admin role, the spec's error messages),
      // instance-change (the student's view and its live changes) and realtime (rooms, how a socket connects).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@checkin/contracts',
              message: 'Import types only; values from @checkin/contracts/rules, /instance-change or /realtime.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: [
                '@checkin/contracts/*',
                '!@checkin/contracts/rules',
                '!@checkin/contracts/instance-change',
                '!@checkin/contracts/realtime',
              ],
              message: 'Import types only; values from @checkin/contracts/rules, /instance-change or /realtime.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/__tests__/**', 'web/src/**/*.spec.*', 'web/src/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['**/*.spec.ts', '**/test/**', '**/*.test-helpers.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
