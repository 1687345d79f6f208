import type { Core } from '@strapi/strapi';

/** The knex pool (tarn) counts that say whether queries are still under way. */
interface PoolCounts {
  numUsed(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

const POLL_MS = 10;
/** A query still running after this is stuck: the stop goes on without it. */
export const SETTLE_TIMEOUT_MS = 5_000;

const poolOf = (strapi: Core.Strapi): PoolCounts | undefined =>
  (strapi.db?.connection as unknown as { client?: { pool?: PoolCounts } } | undefined)?.client?.pool;

const busy = (pool: PoolCounts) => pool.numUsed() + pool.numPendingAcquires() + pool.numPendingCreates() > 0;

/**
 * Waits (at most `timeoutMs`) until no query holds or waits for a database connection. Strapi's document
 * service emits its entry events after the response, without awaiting them (each one reads the entry back
 * first): a stop right after a write would otherwise close the pool under that read, which then waits for
 * a connection that never comes and fails a minute later (docs/decisions/150-settle-before-stop.md).
 * Two idle readings in a row, so a query started by the one just finished is seen too.
 */
export async function settleDatabase(strapi: Core.Strapi, timeoutMs = SETTLE_TIMEOUT_MS): Promise<boolean> {
  const pool = poolOf(strapi);
  if (!pool) return true;
  const deadline = Date.now() + timeoutMs;
  let idleReadings = 0;
  while (idleReadings < 2) {
    if (Date.now() > deadline) {
      strapi.log.warn(`Stopping with database queries still under way after ${timeoutMs} ms`);
      return false;
    }
    idleReadings = busy(pool) ? 0 : idleReadings + 1;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return true;
}
