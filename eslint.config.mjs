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
const onlyDownwards = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
  // Code flows one way: routes and root compose features; features use components/ and lib/; these never import upwards.
  ...FEATURES.map((feature) => ({
    files: [`frontend/app/features/${feature}/**/*.{ts,tsx}`],
    rules: onlyDownwards([
      {
        regex: climbsInto(
          FEATURES.filter((other) => other !== feature).flatMap((other) => [other, `features/${other}`]),
        ),
        message:
          'A feature never imports another: compose them in root.tsx or a route, or move the shared piece down to components/, lib/ or @folio/core.',
      },
      { regex: climbsInto(APP_LEVEL), message: 'Features do not import the app level (routes, root).' },
    ]),
  })),
  {
    files: ['frontend/app/components/**/*.{ts,tsx}', 'frontend/app/lib/**/*.{ts,tsx}'],
    rules: onlyDownwards([
      {
        regex: climbsInto(['features', ...APP_LEVEL]),
        message: 'Shared code (components/, lib/) does not import features or the app level.',
      },
    ]),
  },
);
