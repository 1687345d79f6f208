import type { Core } from '@strapi/strapi';
import { sharedRedis, sweepExpiredLimits, type LimiterDatabase } from '../../../../lib/rate-limiter';
import { contactConfig } from '../config';

/**
 * Where the contact form remembers what must survive a restart: the redeemed captcha passes, the solved
 * challenges and the submission counts. That is Redis when REDIS_URL is set, and otherwise the CMS's own
 * database (SQLite or PostgreSQL), in one table whose expired rows are swept on a timer.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const database: LimiterDatabase | null = sharedRedis()
    ? null
    : { knex: strapi.db.connection, schema: strapi.db.getSchemaName() };
  let sweepTimer: NodeJS.Timeout | undefined;

  const sweep = async (): Promise<number> => (database ? sweepExpiredLimits(database) : 0);

  return {
    /** The database the contact limiters keep their state in; null when Redis keeps it. */
    database,

    /** Deletes what has expired; answers how many rows went. */
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
