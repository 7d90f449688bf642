import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/server/dist-faults/**',
      'data/**',
      'apps/*/data/**',
      'apps/web/src/lib/gql/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
    },
    settings: { 'import-x/resolver-next': [] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Code outside a feature uses it only through its index.ts; imports flow lib/packages -> features -> app.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/features/[^/]+/(?!index(\\.tsx?)?$).+',
              message: 'Import a feature only through its index.ts.',
            },
            { regex: '(^|/)app(/|$)', message: 'Features and lib never import from app/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)[^/]+/(?!index(\\.tsx?)?$).+',
              message: 'Import another feature only through its index.ts.',
            },
            {
              regex: '/features/[^/]+/(?!index(\\.tsx?)?$).+',
              message: 'Import a feature only through its index.ts.',
            },
            { regex: '(^|/)app(/|$)', message: 'Features never import from app/.' },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/web/src/app/**/*.{ts,tsx}',
      'apps/web/src/main.tsx',
      'apps/web/src/boot.ts',
      'apps/web/src/test/**',
      'apps/web/e2e/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/features/[^/]+/(?!index(\\.tsx?)?$).+',
              message: 'Import a feature only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      // A module reaches another module only through its index.ts (tables may reference tables for foreign keys).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)[^/]+/(?!index(\\.js)?$|[^/]+\\.tables\\.js$).+',
              message: 'Import another module only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
);
