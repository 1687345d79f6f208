// One ESLint config for every workspace (typescript-eslint, flat config).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The site's feature folders (bulletproof-react's layout): each is self-contained, and shared code sits below them.
const FEATURES = readdirSync(new URL('./frontend/app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A relative import that climbs into one of the given top-level folders of frontend/app (or features/). */
const climbsInto = (folders) => `^(?:\\.\\./)+(?:${folders.join('|')})(?:/|$)`;
const APP_LEVEL = ['routes', 'root', 'SiteShell'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const FEATURE_PATTERNS = (feature) => [
  {
    regex: climbsInto(FEATURES.filter((other) => other !== feature).flatMap((other) => [other, `features/${other}`])),
    message:
      'A feature never imports another: compose them in root.tsx or a route, or move the shared piece down to components/, lib/ or @folio/core.',
  },
  { regex: climbsInto(APP_LEVEL), message: 'Features do not import the app level (routes, root).' },
];
const SHARED_PATTERNS = [
  {
    regex: climbsInto(['features', ...APP_LEVEL]),
    message: 'Shared code (components/, lib/) does not import features or the app level.',
  },
];
// The browser's requests all go one way: loadApiClient() hands out the one axios instance (lib/api-client.ts).
const ONE_CLIENT_MESSAGE = 'Requests go through loadApiClient() (lib/loadApiClient.ts), or SWR with the app fetcher.';
const ONE_CLIENT = {
  paths: [{ name: 'axios', message: ONE_CLIENT_MESSAGE }],
  patterns: [{ regex: '(?:^|/)lib/api-client$', message: ONE_CLIENT_MESSAGE }],
};
const HTTP_CLIENT_MODULES = ['frontend/app/lib/api-client.ts', 'frontend/app/lib/loadApiClient.ts'];
const restrictImports = ({ paths = [], patterns = [] }) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
});
/** One block for the code, one for its tests (which may reach the HTTP client to stand in for the server). */
const importRules = (files, patterns, ignores = []) => [
  {
    files,
    ignores: [...TESTS, ...ignores],
    rules: restrictImports({ ...ONE_CLIENT, patterns: [...patterns, ...ONE_CLIENT.patterns] }),
  },
  { files: files.map((glob) => glob.replace('*.{ts,tsx}', '*.test.{ts,tsx}')), rules: restrictImports({ patterns }) },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.strapi/**',
      '**/.tmp/**',
      '**/.react-router/**',
      '**/coverage/**',
      'cms/types/generated/**',
      'cms/public/**',
      'artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Code flows one way: root, SiteShell and routes compose features; features use components/ and lib/; these never import upwards.
  ...importRules(['frontend/app/*.{ts,tsx}', 'frontend/app/routes/**/*.{ts,tsx}'], []),
  ...FEATURES.flatMap((feature) =>
    importRules([`frontend/app/features/${feature}/**/*.{ts,tsx}`], FEATURE_PATTERNS(feature)),
  ),
  ...importRules(
    ['frontend/app/components/**/*.{ts,tsx}', 'frontend/app/lib/**/*.{ts,tsx}'],
    SHARED_PATTERNS,
    HTTP_CLIENT_MODULES,
  ),
  { files: HTTP_CLIENT_MODULES, rules: restrictImports({ patterns: SHARED_PATTERNS }) },
);
