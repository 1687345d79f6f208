import { startStubCms, type StubCms } from './stubCms';
import { ensureBuilt, startSite, type RunningSite } from './siteServer';
import { startSiteSnapshot } from './siteSnapshot';

export interface StubbedSite {
  readonly cms: StubCms;
  readonly site: RunningSite;
}

export interface StubbedSiteOptions {
  /** Vite's development server (`node server.js --dev`), which needs no build, instead of the built site. */
  dev?: boolean;
  /** Runs the built site from a private copy of the build, for a file whose site must outlive a rebuild. */
  snapshot?: boolean;
}

/**
 * The site server in front of the stub CMS, for one test file: started before its tests with `env`
 * (besides CMS_URL), stopped after them. Read `cms` and `site` inside tests, once they run.
 */
export function siteWithStubCms(
  env: Record<string, string> = {},
  { dev = false, snapshot = false }: StubbedSiteOptions = {},
): StubbedSite {
  let cms: StubCms | undefined;
  let site: RunningSite | undefined;
  beforeAll(async () => {
    if (!dev) ensureBuilt();
    cms = await startStubCms();
    const siteEnv = { CMS_URL: cms.url, ...env };
    site = await (snapshot ? startSiteSnapshot(siteEnv) : startSite(siteEnv, { dev }));
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await cms?.close();
  });
  return {
    get cms() {
      if (!cms) throw new Error('the stub CMS is not started yet: read it inside a test');
      return cms;
    },
    get site() {
      if (!site) throw new Error('the site is not started yet: read it inside a test');
      return site;
    },
  };
}
