import type { Core } from '@strapi/strapi';

/** Lifecycle hooks run before the commit, where a dropped cache could be rebuilt from the old rows (record 180). */
export async function afterCommit(strapi: Core.Strapi, work: () => void): Promise<void> {
  if (!strapi.db.inTransaction()) {
    work();
    return;
  }
  // A throw would fail a saved write and skip the callbacks after it.
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
