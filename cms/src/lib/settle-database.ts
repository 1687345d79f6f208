import type { Core } from '@strapi/strapi';

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
 * Strapi emits entry events after the response without awaiting them, so a stop could close the pool under their
 * reads (docs/decisions/150-settle-before-stop.md); two idle readings catch a query started by the one just done.
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
