/**
 * Whether this run is CI, where Chromium is required: any non-empty CI value except 'false' and '0'
 * (CI services set CI=true, CI=1, CI=yes, or their own name). Shared by jest.config.cjs and the global setup.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {boolean}
 */
function isCi(env = process.env) {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
}

module.exports = { isCi };
