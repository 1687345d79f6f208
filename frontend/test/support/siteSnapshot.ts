/**
 * The production site server run from a private copy of frontend/build (see e2e/support/servers.ts,
 * snapshotSiteBuild): the server loads route chunks lazily, so a test that keeps one site running for a
 * while must not have `npm run build -w frontend` (another test, another terminal) swap them underneath.
 */
import fs from 'node:fs';
import { snapshotSiteBuild } from '../../../e2e/support/servers';
import { startSite, type RunningSite } from './siteServer';

/** Starts `node server.js` (production mode, a free port) from a fresh copy of the build. */
export async function startSiteSnapshot(env: Record<string, string>): Promise<RunningSite> {
  const siteDir = await snapshotSiteBuild();
  const removeCopy = () => fs.rmSync(siteDir, { recursive: true, force: true });
  try {
    const site = await startSite(env, { cwd: siteDir });
    return {
      ...site,
      stop: async () => {
        await site.stop();
        removeCopy();
      },
    };
  } catch (error) {
    removeCopy();
    throw error;
  }
}
