/**
 * Browser journeys (`npm run test:e2e`): the real CMS and the production site, driven through Debian's
 * Chromium. Without Chromium a developer machine gets a loud notice and no journeys; CI must have it
 * (the global setup fails there).
 */
const fs = require('node:fs');

const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
const { isCi } = require('./support/ci.cjs');

const ci = isCi();
const runJourneys = ci || fs.existsSync(chromiumPath);

if (!runJourneys) {
  const rule = '!'.repeat(78);
  console.warn(
    [
      '',
      rule,
      `!!  BROWSER JOURNEYS NOT RUN: Chromium is missing (${chromiumPath}).`,
      '!!  Install it with:  apt-get install -y chromium',
      '!!  (or point CHROME_PATH at a Chromium binary), then run `npm run test:e2e` again.',
      rule,
      '',
    ].join('\n'),
  );
}

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.test.ts'],
  // Without Chromium (and outside CI) every journey is left out after the notice above.
  testPathIgnorePatterns: runJourneys ? ['/node_modules/'] : ['.*'],
  passWithNoTests: !runJourneys,
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  // Real servers and a real browser on a shared 2-core machine: one file at a time, generous limits.
  maxWorkers: 1,
  testTimeout: 180_000,
};
