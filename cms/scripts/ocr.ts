/** `npm run ocr [-- --force] [-- --no-wait]`; --force reads over the seed's and editors' texts too. */
import { runCommand } from './lib/command';

const force = process.argv.includes('--force');
const wait = !process.argv.includes('--no-wait');

// Only the text is wanted here: tile jobs wait for the CMS.
runCommand({ tiles: false, ocr: wait }, async ({ strapi, fromDist, countJobs, jobsDone }) => {
  const { pageRecognition, PAGE_OCR_JOB } = fromDist<
    typeof import('../src/plugins/ocr/server/recognition/recognition')
  >('src/plugins/ocr/server/recognition/recognition');
  const started = Date.now();
  const failedBefore = await countJobs(PAGE_OCR_JOB, ['failed']);
  const queued = await pageRecognition(strapi).enqueueMissing({ force });
  strapi.log.info(`[ocr] ${queued} image(s) queued for text recognition${force ? ' (--force)' : ''}`);
  if (!wait) return;
  // Jobs queued before (by uploads while no worker ran) are read too.
  const total = await countJobs(PAGE_OCR_JOB, ['queued', 'running']);
  await jobsDone(PAGE_OCR_JOB, (left) => {
    const seconds = (Date.now() - started) / 1000;
    const read = Math.max(0, total - left);
    const pace = read > 0 ? `, ${(seconds / read).toFixed(1)} s a page` : '';
    strapi.log.info(`[ocr] ${read} of ${total} read, ${left} left${pace}`);
  });
  const failed = (await countJobs(PAGE_OCR_JOB, ['failed'])) - failedBefore;
  strapi.log.info(
    `[ocr] done in ${((Date.now() - started) / 1000).toFixed(0)} s; ${failed} failed (their reason is in the pages grid)`,
  );
});
