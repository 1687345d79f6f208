import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Knex } from 'knex';
import { isPostgres } from '../lib/database-client';

export const SEED_LOCK_NAME = 'folio:seed';
export const GUARD_TABLE = 'folio_seed_guard';

export interface GuardOptions {
  /** A guard row older than this is taken to belong to a crashed instance and is taken over. */
  staleAfterMs?: number;
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two instances on one empty database would both seed it; `work` must re-check "is it empty?" under the lock. */
export async function withSeedLock<T>(knex: Knex, work: () => Promise<T>, options: GuardOptions = {}): Promise<T> {
  return isPostgres(knex) ? withAdvisoryLock(knex, work) : withGuardRow(knex, work, options);
}

/**
 * PostgreSQL's lock is transaction-scoped, so a crashed instance never leaves it behind; timeouts are lifted because
 * statement_timeout would otherwise cut a wait as long as a seed.
 */
async function withAdvisoryLock<T>(knex: Knex, work: () => Promise<T>): Promise<T> {
  return knex.transaction(async (trx) => {
    await trx.raw('SET LOCAL statement_timeout = 0');
    await trx.raw('SET LOCAL idle_in_transaction_session_timeout = 0');
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [SEED_LOCK_NAME]);
    return work();
  });
}

/** SQLite has no advisory lock: one guard row only one instance can insert, taken over once stale. */
async function withGuardRow<T>(knex: Knex, work: () => Promise<T>, options: GuardOptions): Promise<T> {
  const { staleAfterMs = 15 * 60_000, pollMs = 250 } = options;
  const owner = `${os.hostname()}:${process.pid}:${randomUUID()}`;
  for (;;) {
    await knex(GUARD_TABLE).insert({ id: 1, owner, acquired_at: Date.now() }).onConflict('id').ignore();
    const holder = await knex(GUARD_TABLE).where({ id: 1 }).first();
    if (holder?.owner === owner) break;
    if (holder && Number(holder.acquired_at) < Date.now() - staleAfterMs) {
      // Only the row seen stale is removed, so two waiters cannot both take over.
      await knex(GUARD_TABLE).where({ id: 1, owner: holder.owner }).delete();
      continue;
    }
    await sleep(pollMs);
  }
  try {
    return await work();
  } finally {
    await knex(GUARD_TABLE).where({ id: 1, owner }).delete();
  }
}
