import type { Core } from '@strapi/strapi';
import { iiifTiles } from '../../../../iiif/tiles';

/** The tile pyramids (src/iiif/tiles.ts), as the plugin's service. */
export default ({ strapi }: { strapi: Core.Strapi }) => iiifTiles(strapi);
