/** Repository-level checks (deployment wiring); workspaces have their own Jest configs. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
};
