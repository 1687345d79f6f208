import type { Core } from '@strapi/strapi';
import { folioSettings } from '../../../../config/folio';
import { jobQueue } from '../../jobs/server';
import { IIIF_TILES_JOB, type TilesPayload } from './services/tiles';
import type { UploadedImage } from './tiles/storage';
import { onUploadedFiles } from '../../../lib/uploaded-files';
import controllers from './controllers';
import routes from './routes';
import services from './services';
import { iiifService } from './services/access';

/** See docs/decisions/151-iiif-tiles.md. */
export default {
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const tiles = iiifService(strapi, 'tiles');
    onUploadedFiles<UploadedImage & { mime?: string | null }>(strapi, {
      tag: 'iiif',
      created: (file) => tiles.enqueue(file),
      // New pixels under the same hash: the pyramid is made again.
      replaced: (file) => tiles.enqueue(file, { force: true }),
      deleted: (file) => tiles.removeFor(file),
    });
  },

  /** A pyramid being made is finished first; its job is queued again for the next start. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await jobQueue(strapi).stop();
  },

  controllers,
  routes,
  services,
};

/** Called at the end of the CMS's bootstrap, so a first start's seed is done before its images' jobs run. */
export function startTilesWorker(strapi: Core.Strapi): void {
  if (!folioSettings().iiifTilesWorker) return;
  const queue = jobQueue(strapi);
  const tiles = iiifService(strapi, 'tiles');
  queue.register<TilesPayload, unknown>(IIIF_TILES_JOB, (job, context) => tiles.run(job, context));
  queue.start();
}
