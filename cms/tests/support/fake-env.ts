import type { Core } from '@strapi/strapi';

type Env = Core.Config.Shared.ConfigParams['env'];

/**
 * Strapi's `env` config helper over a given set of variables instead of process.env, with the same
 * parsing rules (@strapi/utils env-helper), so config files can be unit-tested without touching the
 * process environment.
 */
export function fakeEnv(vars: Record<string, string>): Env {
  const has = (key: string) => Object.prototype.hasOwnProperty.call(vars, key);
  const read =
    <T>(parse: (raw: string) => T) =>
    (key: string, defaultValue?: T) =>
      has(key) ? parse(vars[key]) : defaultValue;
  const env = (key: string, defaultValue?: unknown) => (has(key) ? vars[key] : defaultValue);
  return Object.assign(env, {
    int: read((raw) => parseInt(raw, 10)),
    float: read((raw) => parseFloat(raw)),
    bool: read((raw) => raw === 'true'),
    json: read((raw) => JSON.parse(raw)),
    array: read((raw) =>
      raw
        .replace(/^\[(.*)\]$/, '$1')
        .split(',')
        .map((value) => value.trim().replace(/^"|"$/g, '')),
    ),
    date: read((raw) => new Date(raw)),
    oneOf: (key: string, expected: unknown[], defaultValue?: unknown) =>
      has(key) && expected.includes(vars[key]) ? vars[key] : defaultValue,
  }) as unknown as Env;
}
