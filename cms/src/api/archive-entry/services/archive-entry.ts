import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::archive-entry.archive-entry');
