import type { Core } from '@strapi/strapi';
import { isPostgres } from './database-client';

export const STARTUP_LOCK_NAME = 'folio:startup';

interface RawConnection {
  query(sql: string, values?: unknown[]): Promise<unknown>;
}

interface KnexClient {
  acquireRawConnection(): Promise<RawConnection>;
  destroyRawConnection(connection: RawConnection): Promise<void>;
}

let held: { client: KnexClient; connection: RawConnection } | null = null;

/**
 * Two instances started at once on an empty PostgreSQL would both create Strapi's tables, and one crashes (record
 * 180); the lock's own connection, outside the pool, goes with a crashed instance.
 */
export async function takeStartupLock(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  // One lock per process: a second CMS started in the same process (tests) while one holds it goes on.
  if (!isPostgres(knex) || held) return;
  const client = knex.client as unknown as KnexClient;
  const connection = await client.acquireRawConnection();
  try {
    // A wait as long as another instance's first start (its seed) must not be cut by a configured timeout.
    await connection.query('SET statement_timeout = 0');
    await connection.query('SET lock_timeout = 0');
    await connection.query('SELECT pg_advisory_lock(hashtext($1))', [STARTUP_LOCK_NAME]);
  } catch (error) {
    await client.destroyRawConnection(connection).catch(() => undefined);
    throw error;
  }
  held = { client, connection };
}

export async function releaseStartupLock(): Promise<void> {
  const lock = held;
  held = null;
  if (lock) await lock.client.destroyRawConnection(lock.connection);
}
