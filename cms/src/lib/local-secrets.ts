import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A fresh clone gets them generated once into cms/.env (git-ignored), so `npm start` needs no manual step. */
export const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  'CAPTCHA_HMAC_KEY',
  'PREVIEW_SECRET',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

const randomValue = (name: SecretName): string =>
  name === 'APP_KEYS'
    ? Array.from({ length: 4 }, () => crypto.randomBytes(16).toString('base64')).join(',')
    : crypto.randomBytes(24).toString('base64');

/** Whether this file runs from src/ or from the compiled dist/. */
export function cmsRoot(): string {
  let dir = __dirname;
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === 'cms') return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

export function ensureSecrets(envFile = path.join(cmsRoot(), '.env')): void {
  const missing = SECRET_NAMES.filter((name) => !process.env[name]);
  if (missing.length === 0) return;
  const lines = missing.map((name) => {
    process.env[name] = randomValue(name);
    return `${name}=${process.env[name]}`;
  });
  const header = fs.existsSync(envFile) ? '' : '# Generated on first start; keep out of git.\n';
  fs.appendFileSync(envFile, `${header}${lines.join('\n')}\n`, { mode: 0o600 });
}

export function secret(name: SecretName): string {
  ensureSecrets();
  return process.env[name] as string;
}
