import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

export const ROOT = path.resolve(__dirname, '..');
export const CORE_DIR = path.join(ROOT, 'packages/core');
export const CMS_DIR = path.join(ROOT, 'cms');
export const SITE_DIR = path.join(ROOT, 'frontend');

/** Loads the root .env (if any) without overriding variables already set. */
export function loadRootEnv(): void {
  const file = path.join(ROOT, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

export function readEnvFile(file: string): Record<string, string | undefined> {
  return fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
}

export interface LauncherSettings {
  cmsPort: string;
  sitePort: string;
  cmsUrl: string;
  /** Called once the CMS is up: on its first start it generates the secret into cms/.env. */
  previewSecret: () => string;
}

/** What `npm start` reads from its environment (documented in .env.example). */
export function launcherSettings(env: NodeJS.ProcessEnv = process.env): LauncherSettings {
  const cmsPort = env.CMS_PORT || '1337';
  return {
    cmsPort,
    sitePort: env.SITE_PORT || '3000',
    cmsUrl: env.CMS_URL || `http://127.0.0.1:${cmsPort}`,
    previewSecret: () => env.PREVIEW_SECRET || readEnvFile(path.join(CMS_DIR, '.env')).PREVIEW_SECRET || '',
  };
}

export function run(command: string, args: string[], options: SpawnOptions = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    console.error(`[folio] "${command} ${args.join(' ')}" failed`);
    process.exit(result.status ?? 1);
  }
}

export function buildIfMissing(output: string, label: string, packageDir: string): void {
  if (fs.existsSync(output)) return;
  console.log(`[folio] building ${label}…`);
  run('npm', ['run', 'build'], { cwd: packageDir });
}

/** The build ends with this process. */
export function buildInBackgroundIfMissing(output: string, label: string, packageDir: string): Promise<void> {
  if (fs.existsSync(output)) return Promise.resolve();
  console.log(`[folio] building ${label}…`);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { stdio: 'inherit', cwd: packageDir });
    const stop = () => child.kill('SIGTERM');
    process.once('exit', stop);
    child.on('error', reject);
    child.on('exit', (code) => {
      process.off('exit', stop);
      if (code === 0) resolve();
      else reject(new Error(`building ${label} failed (${code})`));
    });
  });
}

export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const STOP_GRACE_MS = 10_000;

export interface RestartPolicy {
  /** Doubled by each crash in a row, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A child that ran this long before it exited starts the count again from the first pause. */
  stableAfterMs: number;
}

const RESTARTS: RestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 30_000, stableAfterMs: 60_000 };

export interface Service {
  /** Until then an exit stops everything: a service that cannot start (a port in use) would only fail again. */
  markReady: () => void;
}

export interface Supervisor {
  start: (name: string, cmd: string, args: string[], options: SpawnOptions) => Service;
  stopAll: (code: number) => void;
}

/** Signals a child's whole process group: `npx strapi start` is stopped with the node process it spawns. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

// Each child leads its own process group, so none is left orphaned holding its port; not concurrently, whose restarts
// have no ceiling on the pause and no reset after a good run (docs/decisions/121-npm-start-restarts.md).
export function supervise({
  restarts = RESTARTS,
  exit = (code: number) => process.exit(code),
}: { restarts?: RestartPolicy; exit?: (code: number) => void } = {}): Supervisor {
  const running = new Set<ChildProcess>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let stopping = false;

  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const timer of pendingRestarts) clearTimeout(timer);
    const children = [...running];
    for (const child of children) signalGroup(child, 'SIGTERM');
    const exited = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    const grace = setTimeout(() => children.forEach((child) => signalGroup(child, 'SIGKILL')), STOP_GRACE_MS);
    void Promise.all(exited).then(() => {
      clearTimeout(grace);
      exit(code);
    });
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  return {
    stopAll,
    start(name, cmd, args, options) {
      let ready = false;
      let delayMs = restarts.firstDelayMs;
      const launch = () => {
        const startedAt = Date.now();
        const child = spawn(cmd, args, { stdio: 'inherit', detached: true, ...options });
        running.add(child);
        console.log(`[folio] ${name} started (pid ${child.pid})`);
        child.once('exit', (code, signal) => {
          running.delete(child);
          // Whatever the child left behind in its group (npx's node process) goes with it.
          signalGroup(child, 'SIGKILL');
          if (stopping) return;
          const how = signal ? `was stopped by ${signal}` : `exited with ${code}`;
          if (!ready) {
            console.error(`[folio] ${name} ${how} while starting`);
            stopAll(code || 1);
            return;
          }
          if (Date.now() - startedAt >= restarts.stableAfterMs) delayMs = restarts.firstDelayMs;
          console.warn(`[folio] ${name} ${how}; restarting it in ${delayMs / 1000} s`);
          const timer = setTimeout(() => {
            pendingRestarts.delete(timer);
            launch();
          }, delayMs);
          pendingRestarts.add(timer);
          delayMs = Math.min(delayMs * 2, restarts.maxDelayMs);
        });
      };
      launch();
      return {
        markReady: () => {
          ready = true;
        },
      };
    },
  };
}
