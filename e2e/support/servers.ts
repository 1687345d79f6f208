import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from '../../bench/lib/cms';
import { ensureBuilt } from '../../frontend/test/support/siteServer';
import { cachedSeed, storeSeed, templateIn, type SeededTemplate } from '../../cms/tests/support/seed-cache';
import { manifestFiles, readClientManifest, type ClientManifest } from './client-manifest';

export const REPO_DIR = path.resolve(__dirname, '..', '..');
const CMS_DIR = path.join(REPO_DIR, 'cms');
const FRONTEND_DIR = path.join(REPO_DIR, 'frontend');
const STRAPI_BIN = path.join(CMS_DIR, 'node_modules', '.bin', 'strapi');
/** Server output goes here, one file per server, so a failing journey can be read next to its screenshots. */
export const LOG_DIR = path.join(REPO_DIR, 'artifacts', 'logs');

interface ManagedServer {
  url: string;
  stop: () => Promise<void>;
}

const SERVER_START_TIMEOUT_MS = 600_000;

async function startServer(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: (url: string) => Record<string, string>; healthPath: string; port?: number },
): Promise<ManagedServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const log = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env(url), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const failedEarly = exited.then((code) => {
    throw new Error(`${name} exited with code ${code} before answering; see ${logFile}`);
  });
  try {
    await Promise.race([waitFor(`${url}${options.healthPath}`, SERVER_START_TIMEOUT_MS), failedEarly]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  failedEarly.catch(() => undefined); // a later exit is the normal end of the server
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

// Load shedding's threshold is high because a shared machine's event loop lags while Chromium renders (record 010);
// OCR is off unless asked for, as a recogniser takes a core for seconds per image.
const cmsEnv = (database: string, publicDir: string, seed: boolean, ocr = false): Record<string, string> => ({
  NODE_ENV: 'production',
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: database,
  DATABASE_URL: '',
  STRAPI_PUBLIC_DIR: publicDir,
  SEED_DEMO_CONTENT: String(seed),
  REDIS_URL: '',
  SMTP_HOST: '',
  STRAPI_TELEMETRY_DISABLED: 'true',
  BROWSER: 'none',
  LOG_LEVEL: 'warn',
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '5000',
  OCR_WORKER: String(ocr),
});

/** The site the CMS's preview links point at, and the secret both sign and check them with. */
interface PreviewSite {
  url: string;
  secret: string;
}

function startCms(
  name: string,
  database: string,
  publicDir: string,
  options: { seed?: boolean; ocr?: boolean; preview?: PreviewSite } = {},
): Promise<ManagedServer> {
  const preview: Record<string, string> = options.preview
    ? { PUBLIC_SITE_URL: options.preview.url, PREVIEW_SECRET: options.preview.secret }
    : {};
  return startServer(name, STRAPI_BIN, ['start'], {
    cwd: CMS_DIR,
    healthPath: '/_health',
    env: () => ({ ...cmsEnv(database, publicDir, options.seed ?? false, options.ocr), ...preview }),
  });
}

// So that a CMS that recognises text reads what its journey uploads first, not after a minute of the seed's covers.
function dropQueuedReadings(database: string): void {
  const Sqlite = require(path.join(CMS_DIR, 'node_modules', 'better-sqlite3')) as new (file: string) => {
    prepare(sql: string): { run(...values: unknown[]): unknown };
    close(): void;
  };
  const db = new Sqlite(database);
  try {
    db.prepare('DELETE FROM folio_jobs WHERE type = ? AND status = ?').run('page-ocr', 'queued');
  } finally {
    db.close();
  }
}

// Once per run, or every test file's CMS would make the missing pyramids again in the background while journeys run.
function tileTemplate(template: SeededTemplate): void {
  execFileSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/iiif-tiles.ts', '--no-compile'], {
    cwd: CMS_DIR,
    env: { ...process.env, ...cmsEnv(template.database, template.publicDir, false) },
    stdio: 'inherit',
  });
}

/** A fresh seed takes a few minutes (it generates every image), so it is cached for the next run. */
export async function seededLibrary(): Promise<SeededTemplate> {
  const template = await seedOnce();
  tileTemplate(template);
  return template;
}

async function seedOnce(): Promise<SeededTemplate> {
  const cached = cachedSeed();
  if (cached) return cached;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-e2e-seed-'));
  try {
    const template = templateIn(dir);
    fs.mkdirSync(path.join(template.publicDir, 'uploads'), { recursive: true });
    const cms = await startCms('cms-seed', template.database, template.publicDir, { seed: true });
    await cms.stop();
    storeSeed(template);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return cachedSeed() as SeededTemplate;
}

// Copied so that a rebuild during the run cannot rename the assets under the running sites; inside
// frontend/node_modules/.cache so that it resolves the site's own dependencies.
export async function snapshotSiteBuild(): Promise<string> {
  ensureBuilt();
  const cache = path.join(FRONTEND_DIR, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  for (let attempt = 1; ; attempt++) {
    const snapshot = fs.mkdtempSync(path.join(cache, 'folio-e2e-site-'));
    fs.cpSync(path.join(FRONTEND_DIR, 'build'), path.join(snapshot, 'build'), { recursive: true });
    fs.copyFileSync(path.join(FRONTEND_DIR, 'server.js'), path.join(snapshot, 'server.js'));
    fs.copyFileSync(path.join(FRONTEND_DIR, 'package.json'), path.join(snapshot, 'package.json'));
    const problem = buildInconsistency(path.join(snapshot, 'build'));
    if (!problem) return snapshot;
    fs.rmSync(snapshot, { recursive: true, force: true });
    if (attempt === 10)
      throw new Error(`frontend/build is inconsistent (${problem}): rebuild it with npm run build -w frontend`);
    console.log(`[e2e] frontend/build is being rebuilt (${problem}); trying again in 10 s…`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

/** Why a copied build cannot serve (a copy taken in the middle of a rebuild), or null when it can. */
function buildInconsistency(buildDir: string): string | null {
  let manifest: ClientManifest;
  try {
    manifest = readClientManifest(buildDir);
  } catch (error) {
    return (error as Error).message;
  }
  const serverAssets = path.join(buildDir, 'server', 'assets');
  const serverSource = fs.existsSync(serverAssets)
    ? fs
        .readdirSync(serverAssets)
        .map((name) => fs.readFileSync(path.join(serverAssets, name), 'utf8'))
        .join('')
    : '';
  if (!serverSource.includes(manifest.url)) return `the server build does not use ${manifest.url}`;
  const missing = manifestFiles(manifest).filter((file) => !fs.existsSync(path.join(buildDir, 'client', file)));
  return missing.length ? `${missing[0]} is missing` : null;
}

const CATALOG_PATHS = ['/api/catalog/scans', '/api/catalog/archives', '/api/catalog/articles', '/api/catalog/site'];

async function fetchAll(urls: string[]): Promise<void> {
  for (const url of urls) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`warming up: ${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
}

export interface RunningStack {
  cmsUrl: string;
  siteUrl: string;
  database: string;
  stop: () => Promise<void>;
}

/** `name` labels the log files (artifacts/logs/{cms,site}-<name>.log). */
export async function startStack(
  template: SeededTemplate,
  siteDir: string,
  name: string,
  options: { ocr?: boolean } = {},
): Promise<RunningStack> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-e2e-'));
  // Undone in reverse order, also when a later step fails.
  const teardown: (() => Promise<void> | void)[] = [() => fs.rmSync(workDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of teardown.splice(0).reverse()) await step();
  };
  try {
    const database = path.join(workDir, 'data.db');
    fs.copyFileSync(template.database, database);
    if (options.ocr) dropQueuedReadings(database);
    // The site's port is chosen first: the CMS signs preview links for that address.
    const sitePort = await freePort();
    const preview = { url: `http://127.0.0.1:${sitePort}`, secret: crypto.randomBytes(24).toString('base64') };
    const cms = await startCms(`cms-${name}`, database, template.publicDir, { ocr: options.ocr, preview });
    teardown.push(cms.stop);
    // The CMS builds its read model on the first request; on a busy machine that can outlast the site's
    // 4 s content timeout, so it is built before the site asks.
    await fetchAll(CATALOG_PATHS.map((catalogPath) => `${cms.url}${catalogPath}`));
    const site = await startServer(`site-${name}`, process.execPath, ['server.js'], {
      cwd: siteDir,
      healthPath: '/robots.txt',
      port: sitePort,
      env: (url) => ({
        NODE_ENV: 'production',
        CMS_URL: cms.url,
        PUBLIC_SITE_URL: url,
        PREVIEW_SECRET: preview.secret,
      }),
    });
    teardown.push(site.stop);
    await fetchAll([`${site.url}/`]);
    return { cmsUrl: cms.url, siteUrl: site.url, database, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
