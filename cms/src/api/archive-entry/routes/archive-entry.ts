import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::archive-entry.archive-entry');
