/** `npm run seed [-- --reset]`; --reset first deletes every Folio document and uploaded file. */
import { runCommand } from './lib/command';

const reset = process.argv.includes('--reset');

// The seeded images' jobs wait for the running CMS (the pages carry their printed text).
runCommand({ tiles: false, ocr: false }, async ({ strapi, fromDist }) => {
  const { hasContent, resetContent, seedDemoLibrary } = fromDist<typeof import('../src/seed')>('src/seed');
  const { withSeedLock } = fromDist<typeof import('../src/seed/lock')>('src/seed/lock');
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
});
