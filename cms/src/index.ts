import type { Core } from '@strapi/strapi';
import { folioSettings } from '../config/folio';
import { scanPdfJobs } from './api/download/pdf-jobs';
import { grantPublicReadOnly } from './lib/public-permissions';
import { editorial } from './plugins/folio-editor/server/editorial';
import { startTilesWorker } from './plugins/iiif/server';
import { startOcrWorker } from './plugins/ocr/server';
import { seedIfEmpty } from './seed';
import { readRequestBodies } from './lib/body-parsing';
import { closeSharedRedis } from './lib/rate-limiter';
import { routesReadingOwnBody } from './lib/request-bodies';
import { settleDatabase } from './lib/settle-database';
import { releaseStartupLock, takeStartupLock } from './lib/startup-lock';

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    // Before Strapi's table work, which two instances starting at once on an empty database must not share.
    await takeStartupLock(strapi);
    editorial.register(strapi);
    scanPdfJobs.register(strapi);
    strapi.get('middlewares').set('strapi::body', readRequestBodies);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    try {
      // Routes are registered by now: one that reads its own body but is not where expected stops the start.
      routesReadingOwnBody(strapi);
      await grantPublicReadOnly(strapi);
      await editorial.bootstrap(strapi);
      scanPdfJobs.bootstrap(strapi);
      strapi.service('api::catalog.catalog').watch();
      if (folioSettings().seedDemoContent) await seedIfEmpty(strapi);
      // Tile pyramids are made once the demo seed is in, so a first start is not slowed by them.
      startTilesWorker(strapi);
      // The seeded pages carry their printed text: only the library's other images are read after a first start.
      startOcrWorker(strapi);
    } finally {
      await releaseStartupLock();
    }
  },

  /** The database closes only once the queries under way (Strapi's entry events among them) are done. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await releaseStartupLock();
    await strapi.service('api::catalog.catalog').close();
    await closeSharedRedis();
    await settleDatabase(strapi);
  },
};
