/**
 * `npm run iiif:tiles [-- --force] [-- --no-wait]`: asks for the IIIF tile pyramid of every uploaded image
 * that has none (every image with --force) and makes them, then exits once none is waiting. With
 * --no-wait it only queues them, for a running CMS to make. Boots the CMS without serving HTTP.
 * `--no-compile` uses the already compiled dist/.
 */
import path from 'node:path';
import { compileStrapi, createStrapi } from '@strapi/strapi';

const POLL_MS = 2000;

async function main() {
  const force = process.argv.includes('--force');
  const wait = !process.argv.includes('--no-wait');
  const appDir = path.resolve(__dirname, '..');
  const distDir = path.join(appDir, 'dist');
  process.env.SEED_DEMO_CONTENT = 'false'; // this script makes tiles, it never seeds
  process.env.IIIF_TILES_WORKER = wait ? 'true' : 'false';
  // Only the tiles are wanted here: text recognition jobs wait for the CMS (or npm run ocr).
  process.env.OCR_WORKER = 'false';
  const context = process.argv.includes('--no-compile') ? { appDir, distDir } : await compileStrapi({ appDir });
  const strapi = await createStrapi(context).load();
  const { iiifTiles, IIIF_TILES_JOB } = require(path.join(distDir, 'src/iiif/tiles'));
  const { JOBS_TABLE } = require(path.join(distDir, 'src/jobs'));
  try {
    const queued = await iiifTiles(strapi).enqueueMissing({ force });
    strapi.log.info(`[iiif] ${queued} image(s) queued for tiles${force ? ' (--force)' : ''}`);
    if (!wait) return;
    for (;;) {
      const rows = (await strapi.db
        .connection(JOBS_TABLE)
        .where('type', IIIF_TILES_JOB)
        .whereIn('status', ['queued', 'running'])
        .count({ count: '*' })) as { count: number | string }[];
      const left = Number(rows[0]?.count ?? 0);
      if (left === 0) break;
      strapi.log.info(`[iiif] ${left} pyramid(s) left`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const failed = (await strapi.db
      .connection(JOBS_TABLE)
      .where({ type: IIIF_TILES_JOB, status: 'failed' })
      .count({ count: '*' })) as { count: number | string }[];
    strapi.log.info(`[iiif] done; ${Number(failed[0]?.count ?? 0)} failed (see the pages grid or /iiif/status)`);
  } finally {
    await strapi.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
