/**
 * Generated hostile requests (support/hostile-requests.ts) against the real CMS: every public write route
 * in every spelling, an editor's uploads, and a sample of read routes. For each one (support/fuzz-run.ts):
 * an answer, never a 5xx; a refused body in Strapi's error shape; nothing stored from what was refused
 * (inquiries, admin and site users, uploads); no file left in the temp folder.
 *
 * FUZZ_RUNS sets how many requests (1,200 by default, about twenty seconds); FUZZ_SEED replays a run (each
 * run prints its seed). A failure prints the request that broke, shrunk to a small one.
 */
import { contactVisitors, INQUIRY } from './support/contact';
import { fuzz, fuzzSettings } from './support/fuzz-run';
import { hostileCms } from './support/hostile';
import { hostileRequest } from './support/hostile-requests';
import { sendRaw } from './support/raw-http';

const settings = fuzzSettings(1200);
const { cms, temp } = hostileCms({ UPLOAD_SIZE_LIMIT: '300000', UPLOAD_MAX_FILES: '3' }, 'fuzz-editor@folio.test');

it(`answers ${settings.runs} hostile requests without a 5xx, storing nothing and leaving no file`, async () => {
  const visitors = contactVisitors(() => `http://127.0.0.1:${cms.port}`, { network: '10.77', tag: 'fuzz' });
  const query = (uid: string) => cms.strapi.db.query(uid as never).count({});
  console.log(`Fuzz: ${settings.runs} requests, seed ${settings.seed} (replay with FUZZ_SEED=${settings.seed})`);
  const result = await fuzz(
    {
      send: (request) => sendRaw(cms.port, request),
      captchaPass: () => visitors.captchaPass(),
      token: cms.token,
      stored: async () => ({
        inquiries: await query(INQUIRY),
        admins: await query('admin::user'),
        users: await query('plugin::users-permissions.user'),
        uploads: await query('plugin::upload.file'),
      }),
      tempEntries: temp.entries,
      baseline: cms.baseline,
    },
    hostileRequest,
    settings,
  );
  console.log(
    `Fuzz: ${result.sent} requests, statuses ${JSON.stringify(result.statuses)}, temp entries left: ${result.left}`,
  );
  expect(result.sent).toBeGreaterThanOrEqual(settings.runs);
}, 600_000);
