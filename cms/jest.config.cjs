/** CMS integration tests: one real Strapi (temp SQLite, or PostgreSQL via TEST_DATABASE_URL) per run. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests', '<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  testTimeout: 120_000,
  // Test files run in a vm context, where each read of the global `Math` is unoptimised: the demo pages'
  // per-pixel painters took 29 s a page instead of 1.1 s (record 152). Jest's own remedy passes it in.
  sandboxInjectedGlobals: ['Math'],
  maxWorkers: 1,
};
