import path from 'node:path';
import { compileStrapi } from '@strapi/strapi';
import { cachedSeed, copySeed, storeSeed } from './seed-cache';
import { configureTestEnvironment } from './test-env';

/**
 * Compiles the CMS once and prepares the database every test file boots against: on SQLite a copy of
 * the cached seed when the sources have not changed since it was made, otherwise an empty file that the
 * first boot seeds (and that seed is cached); on PostgreSQL the test database wiped clean and seeded.
 */
export default async function globalSetup(): Promise<void> {
  const { database } = configureTestEnvironment();
  if (database === 'postgres') {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    await client.end();
  }
  await compileStrapi({ appDir: path.resolve(__dirname, '..', '..') });
  const testSeed = { database: process.env.DATABASE_FILENAME ?? '', publicDir: process.env.STRAPI_PUBLIC_DIR ?? '' };
  const cached = database === 'sqlite' ? cachedSeed() : null;
  if (cached) {
    copySeed(cached, testSeed);
    return;
  }
  const { startStrapi, stopStrapi } = await import('./strapi');
  const strapi = await startStrapi();
  await stopStrapi(strapi);
  if (database === 'sqlite') storeSeed(testSeed);
}
