/**
 * `npm start` as a developer runs it (scripts/start.ts, the real launcher): the CMS in production mode
 * with its admin, then the site in front of it; a crashed CMS or site is started again by the launcher,
 * and the site serves the pages it has while the CMS is away. Ports and the database are this test's own
 * (a copy of the seeded library), so a developer's running instance and data are left alone.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { freePort } from '../bench/lib/cms';
import { seededLibrary } from '../e2e/support/servers';
import { eventually } from '../frontend/test/support/eventually';

const ROOT = path.resolve(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const READY = /\[folio\] site ready/;
const START_TIMEOUT_MS = 240_000;

jest.setTimeout(START_TIMEOUT_MS + 60_000);

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/** Waits until nothing listens on `port` any more. */
const closes = (port: number, what: string) =>
  eventually(
    () => refusesConnections(port),
    (refused) => refused,
    { failure: () => `${what} still listens on ${port}`, timeoutMs: 15_000 },
  );

/** Waits until `pattern` shows in the launcher's output. */
const logged = (pattern: RegExp, timeoutMs = 30_000) =>
  eventually(
    () => pattern.exec(output),
    (match) => match !== null,
    { failure: () => `the log never showed ${pattern}:\n${output}`, timeoutMs },
  );

/** The process group of a child, as the launcher last reported starting it. */
function lastStarted(name: string): number {
  const pids = [...output.matchAll(new RegExp(`\\[folio\\] ${name} started \\(pid (\\d+)\\)`, 'g'))];
  return Number(pids.at(-1)?.[1]);
}

const status = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );

let launcher: ChildProcess | undefined;
let output = '';
let workDir = '';
let cmsPort = 0;
let sitePort = 0;

beforeAll(async () => {
  const library = await seededLibrary();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-start-'));
  const database = path.join(workDir, 'data.db');
  fs.copyFileSync(library.database, database);
  [cmsPort, sitePort] = [await freePort(), await freePort()];
  launcher = spawn(process.execPath, [TSX, 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      CMS_PORT: String(cmsPort),
      SITE_PORT: String(sitePort),
      CMS_URL: '',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_URL: '',
      DATABASE_FILENAME: database,
      STRAPI_PUBLIC_DIR: library.publicDir,
      REDIS_URL: '',
      SMTP_HOST: '',
      STRAPI_TELEMETRY_DISABLED: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), START_TIMEOUT_MS);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (READY.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    launcher?.stdout?.on('data', collect);
    launcher?.stderr?.on('data', collect);
    launcher?.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  await ready;
});

afterAll(async () => {
  if (launcher && launcher.exitCode === null) launcher.kill('SIGKILL');
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

test('the site answers on its port with the seeded library, server-rendered', async () => {
  const response = await fetch(`http://127.0.0.1:${sitePort}/`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('Latest articles');
  expect(html).toContain('In Conversation with an Archivist');
});

test('the site proxies the CMS API, and the CMS serves its admin', async () => {
  const catalog = await fetch(`http://127.0.0.1:${sitePort}/api/catalog/scans`);
  expect(catalog.status).toBe(200);
  expect(((await catalog.json()) as unknown[]).length).toBeGreaterThanOrEqual(60);
  const admin = await fetch(`http://127.0.0.1:${cmsPort}/admin`);
  expect(admin.status).toBe(200);
  expect(admin.headers.get('content-type')).toMatch(/text\/html/);
});

test('the secrets the CMS needs exist without a manual step, kept in the git-ignored cms/.env', () => {
  const secrets = parseEnv(fs.readFileSync(path.join(ROOT, 'cms', '.env'), 'utf8'));
  for (const name of ['APP_KEYS', 'ADMIN_JWT_SECRET', 'JWT_SECRET', 'API_TOKEN_SALT', 'PREVIEW_SECRET']) {
    expect(process.env[name] ?? secrets[name]).toBeTruthy();
  }
  expect(spawnSync('git', ['check-ignore', '-q', 'cms/.env'], { cwd: ROOT }).status).toBe(0);
});

test('a crashed CMS is started again by itself, and the site serves the pages it has meanwhile', async () => {
  const site = `http://127.0.0.1:${sitePort}`;
  for (const page of ['/', '/articles']) expect(await status(`${site}${page}`)).toBe(200);
  const crashed = lastStarted('cms');

  process.kill(-crashed, 'SIGKILL');
  await logged(/\[folio\] cms was stopped by SIGKILL; restarting it in 1 s/);
  await closes(cmsPort, 'the crashed CMS');
  const home = await fetch(`${site}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('In Conversation with an Archivist');
  expect(await status(`${site}/articles`)).toBe(200);
  // Those pages came from the site alone: the CMS was not back yet.
  expect(await refusesConnections(cmsPort)).toBe(true);

  await eventually(
    () => status(`http://127.0.0.1:${cmsPort}/_health`),
    (health) => health === 204,
    { failure: (last) => `the CMS did not come back (last answer ${last}):\n${output}`, timeoutMs: 120_000 },
  );
  expect(lastStarted('cms')).not.toBe(crashed);
  expect(await status(`${site}/api/catalog/scans`)).toBe(200);
});

test('a crashed site is started again by itself', async () => {
  const crashed = lastStarted('site');
  process.kill(-crashed, 'SIGKILL');
  await logged(/\[folio\] site was stopped by SIGKILL; restarting it in 1 s/);
  await eventually(
    () => status(`http://127.0.0.1:${sitePort}/`),
    (home) => home === 200,
    { failure: (last) => `the site did not come back (last answer ${last}):\n${output}`, timeoutMs: 60_000 },
  );
  expect(lastStarted('site')).not.toBe(crashed);
});

test('stopping npm start stops the CMS and the site', async () => {
  const exited = new Promise((resolve) => launcher?.once('exit', resolve));
  launcher?.kill('SIGTERM');
  await exited;
  await closes(sitePort, 'the site');
  await closes(cmsPort, 'the CMS');
});
