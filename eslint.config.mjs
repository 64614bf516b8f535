import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The house rule of the micro-frontend: remotes never import each other or the shell, the shell
// never imports a remote's source (it loads remotes at run time), and shared/ packages import no app.
const APP = '(shell|mf-(enrolment|payment|school|report|admin))';
const appBoundary = (message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { regex: `^(\\.\\./)+${APP}(/|$)`, message },
        { regex: `^${APP}/`, message },
      ],
    },
  ],
});

// antd is shared one component at a time (shared/mf-config/shared.cjs): importing the package's index
// would make a page download and evaluate all of antd. Types may come from the index.
const antdPerComponent = {
  name: 'antd',
  allowTypeImports: true,
  message: "Import each component from its own entry: import Button from 'antd/es/button'.",
};

// react-router is shared as the part the apps use (shared/mf-config/reactRouterApi.mjs): a name outside
// it would be undefined at run time in the browser. Tests run on the whole package.
const routerApi = readFileSync(new URL('./shared/mf-config/reactRouterApi.mjs', import.meta.url), 'utf8');
const routerSubset = {
  name: 'react-router',
  allowImportNames: [...(/export \{([^}]*)\}/.exec(routerApi)?.[1] ?? '').matchAll(/\w+/g)].map(([name]) => name),
  allowTypeImports: true,
  message: 'The shell provides only part of react-router: add the name to shared/mf-config/reactRouterApi.mjs first.',
};
// The contracts' index builds every zod schema of the API when it runs (tens of milliseconds on a phone):
// pages take values from its zod-free entries and the index only for types, or where a form checks
// its input with the API's own schemas (those imports say so).
const contractsValues = {
  name: '@mockexam/contracts',
  allowTypeImports: true,
  message: "Take values from '@mockexam/contracts/text' or '/schoolSheet'; the index only for types or to validate.",
};
// One data layer: a remote calls the API only from its features' api.ts, as query and mutation hooks on
// the shell's QueryClient. Types may be imported anywhere.
const apiFromApiTs = {
  name: '@mockexam/api-client',
  allowTypeImports: true,
  message: "Call the API from the feature's api.ts, as a query or mutation hook (TanStack Query).",
};
const TESTS = ['**/*.test.{ts,tsx}', '**/src/test/**', '**/testing.tsx', '**/prerender/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-monolith/**',
      '**/node_modules/**',
      'data/**',
      '.e2e-data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    rules: appBoundary(
      'Apps meet only through shared/ packages and the routes the shell mounts: import a shared package.',
    ),
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [antdPerComponent] }] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [antdPerComponent, routerSubset, contractsValues] },
      ],
    },
  },
  {
    // One data layer: a remote calls the API only from its features' api.ts, as query and mutation
    // hooks on the shell's QueryClient. Types may be imported anywhere.
    files: ['mf-*/src/**/*.{ts,tsx}'],
    ignores: ['mf-*/src/**/api.ts', 'mf-*/src/**/*.test.{ts,tsx}', 'mf-*/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [antdPerComponent, routerSubset, contractsValues, apiFromApiTs],
        },
      ],
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The back office validates most of what it shows and is used on desktops: the index is its to use.
    files: ['mf-admin/src/**/*.{ts,tsx}'],
    ignores: ['mf-admin/src/**/api.ts', ...TESTS],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [antdPerComponent, routerSubset, apiFromApiTs],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: appBoundary('shared/ packages are used by the apps and import none of them.'),
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['shared/mf-config/jest-setup.cjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
