/** `npm run iiif:tiles [-- --force] [-- --no-wait]`; --no-wait only queues them, for a running CMS to make. */
import { runCommand } from './lib/command';

const force = process.argv.includes('--force');
const wait = !process.argv.includes('--no-wait');

// Only the tiles are wanted here: text recognition jobs wait for the CMS (or npm run ocr).
runCommand({ tiles: wait, ocr: false }, async ({ strapi, fromDist, countJobs, jobsDone }) => {
  const { iiifTiles, IIIF_TILES_JOB } = fromDist<typeof import('../src/plugins/iiif/server/services/tiles')>(
    'src/plugins/iiif/server/services/tiles',
  );
  const queued = await iiifTiles(strapi).enqueueMissing({ force });
  strapi.log.info(`[iiif] ${queued} image(s) queued for tiles${force ? ' (--force)' : ''}`);
  if (!wait) return;
  await jobsDone(IIIF_TILES_JOB, (left) => strapi.log.info(`[iiif] ${left} pyramid(s) left`));
  const failed = await countJobs(IIIF_TILES_JOB, ['failed']);
  strapi.log.info(`[iiif] done; ${failed} failed (see the pages grid or /iiif/status)`);
});
