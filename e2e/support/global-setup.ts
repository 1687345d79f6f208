import { chromiumInstalled, MISSING_CHROMIUM_MESSAGE } from './chromium';
import { isCi } from './ci.cjs';
import { seededLibrary, snapshotSiteBuild } from './servers';

/** Once per run: a frozen copy of the site's build, and the seeded library every test file's CMS copies. */
export default async function globalSetup(): Promise<void> {
  if (!chromiumInstalled()) {
    // Locally jest.config.cjs already said so loudly and selected no journeys; CI must have Chromium.
    if (isCi()) throw new Error(MISSING_CHROMIUM_MESSAGE);
    return;
  }
  const library = await seededLibrary();
  console.log(`\n[e2e] seeded library: ${library.database}`);
  process.env.FOLIO_E2E_SEEDED_DB = library.database;
  process.env.FOLIO_E2E_SEEDED_PUBLIC = library.publicDir;
  process.env.FOLIO_E2E_SITE_DIR = await snapshotSiteBuild();
}
