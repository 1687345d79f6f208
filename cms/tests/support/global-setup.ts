import path from 'node:path';
import { compileStrapi } from '@strapi/strapi';
import { configureTestEnvironment } from './test-env';

/**
 * Compiles the CMS once, prepares an empty database (a temp SQLite file, or the PostgreSQL test
 * database wiped clean) and lets the first boot seed it; every test file then boots against it.
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
  const { startStrapi, stopStrapi } = await import('./strapi');
  const strapi = await startStrapi();
  await stopStrapi(strapi);
}
