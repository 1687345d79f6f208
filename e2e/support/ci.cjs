/** CI services set CI=true, CI=1, CI=yes, or their own name. */
function isCi(env = process.env) {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
}

module.exports = { isCi };
