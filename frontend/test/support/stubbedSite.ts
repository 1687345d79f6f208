import { startStubCms, type StubCms } from './stubCms';
import { ensureBuilt, startSite, type RunningSite } from './siteServer';

export interface StubbedSite {
  readonly cms: StubCms;
  readonly site: RunningSite;
}

/**
 * The built production site server in front of the stub CMS, for one test file: started before its tests
 * with `env` (besides CMS_URL), stopped after them. Read `cms` and `site` inside tests, once they run.
 */
export function siteWithStubCms(env: Record<string, string> = {}): StubbedSite {
  let cms: StubCms | undefined;
  let site: RunningSite | undefined;
  beforeAll(async () => {
    ensureBuilt();
    cms = await startStubCms();
    site = await startSite({ CMS_URL: cms.url, ...env });
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
