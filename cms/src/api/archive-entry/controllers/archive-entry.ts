import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::archive-entry.archive-entry');
