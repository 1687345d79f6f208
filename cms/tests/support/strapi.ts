import path from 'node:path';
import { createStrapi, type Core } from '@strapi/strapi';
import { configureTestEnvironment } from './test-env';

const appDir = path.resolve(__dirname, '..', '..');

/** Boots the real, already compiled Strapi (the global setup compiles it) without listening on a port. */
export async function startStrapi(): Promise<Core.Strapi> {
  configureTestEnvironment();
  const created = createStrapi({ appDir, distDir: path.join(appDir, 'dist') });
  try {
    await created.load();
  } catch (error) {
    // A start that failed half-way still holds what it opened (the start-up lock, the pool): let go of them,
    // or the next test file's CMS would wait for that lock.
    await created.destroy().catch(() => undefined);
    throw error;
  }
  created.server.mount();
  return created;
}

export async function stopStrapi(strapi: Core.Strapi | undefined): Promise<void> {
  if (!strapi) return;
  await strapi.destroy();
}
