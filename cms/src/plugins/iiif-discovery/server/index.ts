import type { Core } from '@strapi/strapi';
import controllers from './controllers';
import { recordFedManifestChanges, recordManifestChanges } from './recording';
import routes from './routes';
import services from './services';

/** IIIF Change Discovery API 1.0: the CMS keeps the changes, the site serves them as the stream. */
export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    recordManifestChanges(strapi);
    recordFedManifestChanges(strapi);
  },

  controllers,
  routes,
  services,
};
