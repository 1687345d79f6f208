import type { Core } from '@strapi/strapi';
import { grantPublicReadOnly } from './bootstrap/public-permissions';
import { seedIfEmpty } from './seed';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await grantPublicReadOnly(strapi);
    strapi.service('api::catalog.catalog').watch();
    if (process.env.SEED_DEMO_CONTENT !== 'false') await seedIfEmpty(strapi);
  },
};
