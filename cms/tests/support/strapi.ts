import path from 'node:path';
import { createStrapi, type Core } from '@strapi/strapi';
import { configureTestEnvironment } from './test-env';

const appDir = path.resolve(__dirname, '..', '..');

/** Boots the real, already compiled Strapi (the global setup compiles it) without listening on a port. */
export async function startStrapi(): Promise<Core.Strapi> {
  configureTestEnvironment();
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  strapi.server.mount();
  return strapi;
}

export async function stopStrapi(strapi: Core.Strapi | undefined): Promise<void> {
  if (!strapi) return;
  await strapi.destroy();
}
