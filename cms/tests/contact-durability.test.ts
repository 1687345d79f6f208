/**
 * An acknowledged inquiry is never lost: the CMS runs as a process of its own, visitors send valid
 * inquiries to it concurrently, and it is killed with SIGKILL mid-run. Every inquiry it answered 201 for
 * is in the database afterwards (this run's SQLite file, or PostgreSQL with TEST_DATABASE_URL). The counts
 * are printed: sent, acknowledged, stored, and how many were in flight when the CMS died.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { CONTACT_TEST_ENV, contactVisitors, validForm } from './support/contact';
import { eventually } from './support/eventually';

const CMS_DIR = path.resolve(__dirname, '..');
/** Inquiries prepared (with their captcha passes, CONCURRENCY at a time), sent SENDERS at a time; the CMS
 * is killed at the KILL_AFTER_ACKNOWLEDGED-th answer. */
const SUBMISSIONS = 150;
const CONCURRENCY = 8;
const SENDERS = 24;
const KILL_AFTER_ACKNOWLEDGED = 40;
const TAG = `durability-${process.pid}-`;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built CMS (the global setup compiles it) on this run's database, as `strapi start` runs it. */
async function startCmsProcess(): Promise<{ url: string; child: ChildProcess; exited: Promise<unknown> }> {
  const port = await freePort();
  const child = spawn(path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'), ['start'], {
    cwd: CMS_DIR,
    env: { ...process.env, ...CONTACT_TEST_ENV, REDIS_URL: '', SMTP_HOST: '', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const health = () =>
    fetch(`${url}/_health`).then(
      (response) => response.status,
      () => 0,
    );
  await eventually(health, (status) => status === 204, { what: 'the CMS process answering', timeoutMs: 90_000 });
  return { url, child, exited };
}

function openDatabase(): Knex {
  return process.env.DATABASE_CLIENT === 'postgres'
    ? knexFactory({ client: 'pg', connection: { connectionString: process.env.DATABASE_URL } })
    : knexFactory({
        client: 'better-sqlite3',
        connection: { filename: process.env.DATABASE_FILENAME ?? '' },
        useNullAsDefault: true,
      });
}

let cms: Awaited<ReturnType<typeof startCmsProcess>> | undefined;
let db: Knex | undefined;

afterAll(async () => {
  if (cms && cms.child.exitCode === null && cms.child.signalCode === null) {
    cms.child.kill('SIGKILL');
    await cms.exited;
  }
  await db?.('contact_inquiries').where('email', 'like', `${TAG}%`).delete();
  await db?.destroy();
});

it('keeps every acknowledged inquiry when the CMS is killed mid-run', async () => {
  cms = await startCmsProcess();
  const running = cms;
  const visitors = contactVisitors(() => running.url, { network: '10.42', tag: TAG });

  // First every visitor solves the captcha (each from a fresh address, so the 3-per-day limit refuses
  // none), then all send at once: the kill then meets many inquiries on their way into the database.
  const ready: { client: string; email: string; pass: string }[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (ready.length < SUBMISSIONS) {
        const client = visitors.newClient();
        const email = visitors.newEmail();
        ready.push({ client, email, pass: await visitors.captchaPass(client) });
      }
    }),
  );

  const outcome = new Map<string, 'acknowledged' | 'refused' | 'unanswered'>();
  let acknowledged = 0;
  let sending = 0;
  let inFlightAtKill = -1;
  const queue = [...ready];
  async function sender(): Promise<void> {
    for (let next = queue.shift(); next && inFlightAtKill < 0; next = queue.shift()) {
      const { client, email, pass } = next;
      outcome.set(email, 'unanswered');
      sending += 1;
      try {
        const body = { typeOfInquiry: 'general', formData: validForm('general', email), captchaPass: pass };
        const response = await visitors.send(body, client);
        outcome.set(email, response.status === 201 ? 'acknowledged' : 'refused');
        if (response.status === 201) acknowledged += 1;
      } catch {
        // The connection died with the CMS: no answer, so no promise was made.
      } finally {
        sending -= 1;
      }
      if (acknowledged >= KILL_AFTER_ACKNOWLEDGED && inFlightAtKill < 0) {
        inFlightAtKill = sending;
        running.child.kill('SIGKILL');
      }
    }
  }
  await Promise.all(Array.from({ length: SENDERS }, sender));
  await running.exited;

  db = openDatabase();
  const stored = new Set(
    (await db('contact_inquiries').where('email', 'like', `${TAG}%`).select('email')).map(
      (row: { email: string }) => row.email,
    ),
  );
  const emails = [...outcome.keys()];
  const withOutcome = (wanted: string) => emails.filter((email) => outcome.get(email) === wanted);
  const acknowledgedEmails = withOutcome('acknowledged');
  const unanswered = withOutcome('unanswered');
  console.log(
    `[durability] ${process.env.DATABASE_CLIENT}: ${emails.length} sent, ${acknowledgedEmails.length} acknowledged, ` +
      `${stored.size} stored (${unanswered.filter((email) => stored.has(email)).length} of them unanswered), ` +
      `${unanswered.length} unanswered, ${withOutcome('refused').length} refused, ${inFlightAtKill} in flight at the kill`,
  );

  expect(withOutcome('refused')).toEqual([]);
  expect(acknowledgedEmails.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
  expect(inFlightAtKill).toBeGreaterThan(0);
  expect(acknowledgedEmails.filter((email) => !stored.has(email))).toEqual([]);
  // Nothing is stored that was not sent.
  expect([...stored].filter((email) => !outcome.has(email))).toEqual([]);
});
