import type { Core } from '@strapi/strapi';

/**
 * Runs `work` once the write under way is committed: at once outside a transaction, else through Strapi's
 * own commit callbacks (`onCommit` of `strapi.db.transaction`; a nested call joins the outer transaction and
 * shares its callbacks). Database lifecycle hooks run inside the write's transaction, before its commit, so
 * a cache dropped there could be rebuilt from the rows as they were and kept (record 180). A rolled-back
 * write runs nothing.
 */
export async function afterCommit(strapi: Core.Strapi, work: () => void): Promise<void> {
  if (!strapi.db.inTransaction()) {
    work();
    return;
  }
  // Strapi runs commit callbacks one after another, after the commit: a throw would fail a saved write and
  // skip the callbacks after it, so it is logged instead.
  const guarded = () => {
    try {
      work();
    } catch (error) {
      strapi.log.error(`[after-commit] ${(error as Error).message}`);
    }
  };
  await strapi.db.transaction(async ({ onCommit }) => {
    onCommit(guarded);
  });
}
