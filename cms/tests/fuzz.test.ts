/**
 * Generated hostile requests (support/hostile-requests.ts) against the real CMS: every public write route
 * in every spelling, an editor's uploads, and a sample of read routes. For each one: an answer, never a
 * 5xx; a refused body in Strapi's error shape; nothing stored from what was refused (inquiries, admin and
 * site users, uploads); no file left in the temp folder.
 *
 * FUZZ_RUNS sets how many requests (1,200 by default, about half a minute); FUZZ_SEED replays a run (each
 * run prints its seed). A failure prints the request that broke, shrunk to a small one.
 */
import fc from 'fast-check';
import { contactVisitors, INQUIRY } from './support/contact';
import { hostileCms, sendRaw } from './support/hostile';
import { hostileRequest, needsPass, toRawRequest, type HostileRequest } from './support/hostile-requests';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
/** A pass is good for 60 seconds; a fresh one after half that stays well within it. */
const PASS_REUSE_MS = 30_000;

const { cms, temp } = hostileCms({ UPLOAD_SIZE_LIMIT: '300000', UPLOAD_MAX_FILES: '3' }, 'fuzz-editor@folio.test');

/** What a refused request must not have changed. */
const stored = async () => ({
  inquiries: await cms.strapi.db.query(INQUIRY).count({}),
  admins: await cms.strapi.db.query('admin::user').count({}),
  users: await cms.strapi.db.query('plugin::users-permissions.user').count({}),
  uploads: await cms.strapi.db.query('plugin::upload.file').count({}),
});

const REFUSALS_WITH_BODY = [400, 411, 413, 415];

it(`answers ${RUNS} hostile requests without a 5xx, storing nothing and leaving no file`, async () => {
  const visitors = contactVisitors(() => `http://127.0.0.1:${cms.port}`, { network: '10.77', tag: 'fuzz' });
  const statuses = new Map<number, number>();
  let pass = '';
  let passSince = 0;
  let sent = 0;
  console.log(`Fuzz: ${RUNS} requests, seed ${SEED} (replay with FUZZ_SEED=${SEED})`);

  const property = fc.asyncProperty(hostileRequest, async (request: HostileRequest) => {
    if (needsPass(request) && Date.now() - passSince > PASS_REUSE_MS) {
      pass = await visitors.captchaPass();
      passSince = Date.now();
    }
    sent += 1;
    const before = await stored();
    const response = await sendRaw(cms.port, toRawRequest(request, { pass, token: cms.token }));
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const seen = `${request.kind}: ${request.method} ${request.path} -> ${response.status} ${response.text.slice(0, 300)}`;

    if (response.status >= 500 || response.status < 100) throw new Error(`A 5xx to hostile input: ${seen}`);
    if (REFUSALS_WITH_BODY.includes(response.status) && request.method !== 'HEAD') {
      const body = response.json();
      if (body.data !== null || body.error?.status !== response.status || !body.error.message) {
        throw new Error(`A refusal not in Strapi's error shape: ${seen}`);
      }
    }
    // Only an editor's upload that the CMS accepted stores anything: at most the files it sent.
    const after = await stored();
    const uploaded = after.uploads - before.uploads;
    const accepted = response.status < 300 && request.asEditor && request.method === 'POST';
    const uploadsFine = accepted ? uploaded >= 1 && uploaded <= request.files : uploaded === 0;
    if (JSON.stringify({ ...after, uploads: 0 }) !== JSON.stringify({ ...before, uploads: 0 }) || !uploadsFine) {
      throw new Error(`Stored ${JSON.stringify(after)} after ${JSON.stringify(before)}: ${seen}`);
    }
    const left = temp.entries();
    if (JSON.stringify(left) !== JSON.stringify(cms.baseline)) {
      throw new Error(`Left ${left.length - cms.baseline.length} new entries in the temp folder: ${seen}`);
    }
  });

  await fc.assert(property, { numRuns: RUNS, seed: SEED });
  console.log(
    `Fuzz: ${sent} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}, ` +
      `temp folder entries left: ${temp.entries().length - cms.baseline.length}`,
  );
  expect(sent).toBeGreaterThanOrEqual(RUNS);
}, 600_000);
