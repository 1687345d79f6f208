/**
 * `npm run ocr [-- --force] [-- --no-wait]`: asks for the text of every uploaded image that has none or
 * whose reading failed (every image with --force, over the seed's and editors' texts too) and reads them,
 * printing progress, then exits once none is waiting. With --no-wait it only queues them, for a running
 * CMS to read. Boots the CMS without serving HTTP. `--no-compile` uses the already compiled dist/.
 */
import path from 'node:path';
import { compileStrapi, createStrapi } from '@strapi/strapi';

const POLL_MS = 2000;

async function main() {
  const force = process.argv.includes('--force');
  const wait = !process.argv.includes('--no-wait');
  const appDir = path.resolve(__dirname, '..');
  const distDir = path.join(appDir, 'dist');
  process.env.SEED_DEMO_CONTENT = 'false'; // this script reads pages, it never seeds
  process.env.OCR_WORKER = wait ? 'true' : 'false';
  // Only the text is wanted here: tile jobs wait for the CMS.
  process.env.IIIF_TILES_WORKER = 'false';
  const context = process.argv.includes('--no-compile') ? { appDir, distDir } : await compileStrapi({ appDir });
  const strapi = await createStrapi(context).load();
  const { pageRecognition, PAGE_OCR_JOB } = require(path.join(distDir, 'src/ocr/recognition'));
  const { JOBS_TABLE } = require(path.join(distDir, 'src/jobs'));
  const count = async (status: string[]) => {
    const rows = (await strapi.db
      .connection(JOBS_TABLE)
      .where('type', PAGE_OCR_JOB)
      .whereIn('status', status)
      .count({ count: '*' })) as { count: number | string }[];
    return Number(rows[0]?.count ?? 0);
  };
  try {
    const started = Date.now();
    const failedBefore = await count(['failed']);
    const queued = await pageRecognition(strapi).enqueueMissing({ force });
    strapi.log.info(`[ocr] ${queued} image(s) queued for text recognition${force ? ' (--force)' : ''}`);
    if (!wait) return;
    // Jobs queued before (by uploads while no worker ran) are read too.
    const total = await count(['queued', 'running']);
    for (let left = total; left > 0; left = await count(['queued', 'running'])) {
      const seconds = (Date.now() - started) / 1000;
      const read = Math.max(0, total - left);
      const pace = read > 0 ? `, ${(seconds / read).toFixed(1)} s a page` : '';
      strapi.log.info(`[ocr] ${read} of ${total} read, ${left} left${pace}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const failed = (await count(['failed'])) - failedBefore;
    strapi.log.info(
      `[ocr] done in ${((Date.now() - started) / 1000).toFixed(0)} s; ${failed} failed (their reason is in the pages grid)`,
    );
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
