/** Unit and server-render tests of the site (jsdom by default; server-render tests opt into node). */
const ESM_PACKAGES = [
  'react-markdown',
  'remark-.*',
  'rehype-.*',
  'unified',
  'bail',
  'trough',
  'devlop',
  'vfile.*',
  'unist-.*',
  'mdast-.*',
  'hast-.*',
  'micromark.*',
  'estree-util-.*',
  'decode-named-character-reference',
  'character-.*',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  'is-plain-obj',
  'ccount',
  'zwitch',
  'longest-streak',
  'trim-lines',
  'parse-entities',
  'stringify-entities',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  '@ungap/structured-clone',
  // remark-gfm's own dependencies.
  'markdown-table',
  'escape-string-regexp',
  // The page renderer's HTML parser (CSP hashes) and its dependencies.
  'htmlparser2',
  'domhandler',
  'domelementtype',
  'domutils',
  'dom-serializer',
  'entities',
];

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'jsdom',
  // A worker per core: Jest's default leaves one core to its own process, which only waits, so on a 2-core
  // machine the site's tests ran one file at a time (record 190).
  maxWorkers: '100%',
  roots: ['<rootDir>/app', '<rootDir>/server', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  setupFiles: ['<rootDir>/test/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
  moduleNameMapper: {
    '^@folio/core$': '<rootDir>/../packages/core/src/index.ts',
    '^@folio/core/preview-link$': '<rootDir>/../packages/core/src/preview-link.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
