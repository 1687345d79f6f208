/**
 * @jest-environment node
 *
 * The CMS's fuzz suite (cms/tests/support/fuzz-run.ts) through the production site in front of the real
 * CMS (built, production mode, its own SQLite file and temp folder): the same generated hostile requests,
 * but for an editor's, which the site does not relay, sent to the site. For each one: an answer, never a
 * 5xx (a 502 above all); a refused body in Strapi's error shape; nothing stored from what was refused; no
 * file left in the CMS's temp folder (docs/decisions/100-hostile-input.md).
 *
 * FUZZ_RUNS sets how many requests (1,000 by default); FUZZ_SEED replays a run (each run prints its seed).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startCms, UNLIMITED_BUDGETS, type RunningCms } from '../../bench/lib/cms';
import { CONTACT_TEST_ENV, contactVisitors } from '../../cms/tests/support/contact';
import { fuzz, fuzzSettings } from '../../cms/tests/support/fuzz-run';
import { hostileRequest } from '../../cms/tests/support/hostile-requests';
import { sendRaw, watchedFolder } from '../../cms/tests/support/raw-http';
import { ensureBuilt, startSite, type RunningSite } from './support/siteServer';

jest.setTimeout(600_000);

/** The CMS's own SQLite driver, to count its rows from outside its process. */
const Database = createRequire(path.resolve(__dirname, '../../cms/package.json'))('better-sqlite3');

const settings = fuzzSettings(1000);
const workDir = watchedFolder('folio-site-fuzz-');
const cmsTemp = watchedFolder('folio-site-fuzz-tmp-');
const database = path.join(workDir.dir, 'data.db');
let cms: RunningCms;
let site: RunningSite;
let baseline: string[];

beforeAll(async () => {
  ensureBuilt();
  fs.mkdirSync(path.join(workDir.dir, 'public', 'uploads'), { recursive: true });
  cms = await startCms(
    {
      ...CONTACT_TEST_ENV,
      ...UNLIMITED_BUDGETS,
      // Every request reaches the CMS from the site's address: one client, whose budgets are not the point.
      RATE_LIMIT_WRITE_REQUESTS: '1000000000',
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '5000',
      SEED_DEMO_CONTENT: 'false',
      REDIS_URL: '',
      STRAPI_PUBLIC_DIR: path.join(workDir.dir, 'public'),
      TMPDIR: cmsTemp.dir,
    },
    { database },
  );
  site = await startSite({ CMS_URL: cms.url });
  baseline = cmsTemp.entries();
});

afterAll(async () => {
  await site?.stop();
  await cms?.stop();
  workDir.remove();
  cmsTemp.remove();
});

const TABLES = { inquiries: 'contact_inquiries', admins: 'admin_users', users: 'up_users', uploads: 'files' };

it(`answers ${settings.runs} hostile requests through the site without a 5xx, storing nothing`, async () => {
  const sitePort = Number(new URL(site.url).port);
  const visitors = contactVisitors(() => site.url, { network: '10.78', tag: 'site-fuzz' });
  const rows = new Database(database, { readonly: true, timeout: 5_000 });
  console.log(`Fuzz through the site: ${settings.runs} requests, seed ${settings.seed} (FUZZ_SEED=${settings.seed})`);
  try {
    const result = await fuzz(
      {
        send: (request) => sendRaw(sitePort, request),
        captchaPass: () => visitors.captchaPass(),
        token: '',
        stored: async () =>
          Object.fromEntries(
            Object.entries(TABLES).map(([name, table]) => [
              name,
              (rows.prepare(`SELECT count(*) AS count FROM ${table}`).get() as { count: number }).count,
            ]),
          ),
        tempEntries: cmsTemp.entries,
        baseline,
      },
      hostileRequest.filter((request) => !request.asEditor),
      settings,
    );
    console.log(
      `Fuzz through the site: ${result.sent} requests, statuses ${JSON.stringify(result.statuses)}, ` +
        `temp entries left: ${result.left}`,
    );
    expect(result.sent).toBeGreaterThanOrEqual(settings.runs);
  } finally {
    rows.close();
  }
});
