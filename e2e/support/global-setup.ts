import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumInstalled, MISSING_CHROMIUM_MESSAGE } from './chromium';
import { ensureSeededTemplate, snapshotSiteBuild } from './servers';

/**
 * Once per run: a frozen copy of the site's production build and the seeded library every test
 * file's CMS copies. E2E_SEEDED_DIR keeps the seeded library between runs (the seed takes minutes);
 * by default it lives in a temp folder removed at the end of the run.
 */
export default async function globalSetup(): Promise<void> {
  if (!chromiumInstalled()) {
    // Locally jest.config.cjs already said so loudly and selected no journeys; CI must have Chromium.
    if (process.env.CI === 'true') throw new Error(MISSING_CHROMIUM_MESSAGE);
    return;
  }
  const kept = process.env.E2E_SEEDED_DIR;
  const dir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'folio-e2e-seed-'));
  if (!kept) process.env.FOLIO_E2E_REMOVE_SEED = 'true';
  console.log(`\n[e2e] seeded library: ${dir}`);
  await ensureSeededTemplate(dir);
  process.env.FOLIO_E2E_SEEDED_DIR = dir;
  process.env.FOLIO_E2E_SITE_DIR = await snapshotSiteBuild();
}
