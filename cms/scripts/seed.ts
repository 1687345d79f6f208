/**
 * `npm run seed [-- --reset]`: seeds the demo library into an empty database; with --reset, first
 * deletes every Folio document and uploaded file. Boots the CMS without serving HTTP.
 * `--no-compile` uses the already compiled dist/ (the test harness compiles once for every test).
 */
import path from 'node:path';
import { compileStrapi, createStrapi } from '@strapi/strapi';

async function main() {
  const reset = process.argv.includes('--reset');
  const appDir = path.resolve(__dirname, '..');
  const distDir = path.join(appDir, 'dist');
  process.env.SEED_DEMO_CONTENT = 'false'; // the bootstrap must not seed on its own; this script decides
  process.env.IIIF_TILES_WORKER = 'false'; // the seeded images' tile jobs wait for the running CMS
  process.env.OCR_WORKER = 'false'; // and so do their text recognition jobs (the pages carry their printed text)
  const context = process.argv.includes('--no-compile') ? { appDir, distDir } : await compileStrapi({ appDir });
  const strapi = await createStrapi(context).load();
  const { hasContent, resetContent, seedDemoLibrary } = require(path.join(distDir, 'src/seed'));
  const { withSeedLock } = require(path.join(distDir, 'src/seed/lock'));
  try {
    // Under the seed lock, so an instance starting meanwhile does not seed the emptied database too.
    await withSeedLock(strapi.db.connection, async () => {
      if (reset) {
        strapi.log.info('[seed] Deleting all content…');
        await resetContent(strapi);
      }
      if (await hasContent(strapi)) {
        strapi.log.warn('[seed] The database already has content; nothing seeded (use --reset to replace it).');
      } else {
        await seedDemoLibrary(strapi);
      }
    });
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
