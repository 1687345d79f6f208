import type { Core } from '@strapi/strapi';
import { sharedRedis, sweepExpiredLimits, type LimiterDatabase } from '../../../../lib/rate-limiter';
import { contactConfig } from '../config';

/** Redeemed passes, solved challenges and submission counts must survive a restart, so without Redis: the database. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const database: LimiterDatabase | null = sharedRedis()
    ? null
    : { knex: strapi.db.connection, schema: strapi.db.getSchemaName() };
  let sweepTimer: NodeJS.Timeout | undefined;

  const sweep = async (): Promise<number> => (database ? sweepExpiredLimits(database) : 0);

  return {
    database,

    sweep,

    startSweeping(): void {
      if (!database || sweepTimer) return;
      sweepTimer = setInterval(() => {
        sweep().catch((error) => strapi.log.error(`Contact state sweep: ${(error as Error).message}`));
      }, contactConfig(strapi).stateSweepIntervalMs);
      sweepTimer.unref();
    },

    stopSweeping(): void {
      clearInterval(sweepTimer);
      sweepTimer = undefined;
    },
  };
};
