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

/** Variables of an .env file (empty when it does not exist). */
export function readEnvFile(file: string): Record<string, string | undefined> {
  return fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
}

export function run(command: string, args: string[], options: SpawnOptions = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    console.error(`[folio] "${command} ${args.join(' ')}" failed`);
    process.exit(result.status ?? 1);
  }
}

/** Runs a package's build script only when its output is missing. */
export function buildIfMissing(output: string, label: string, packageDir: string): void {
  if (fs.existsSync(output)) return;
  console.log(`[folio] building ${label}…`);
  run('npm', ['run', 'build'], { cwd: packageDir });
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

/** How long children get to shut down cleanly before they are killed. */
const STOP_GRACE_MS = 10_000;

export interface Supervisor {
  start: (name: string, cmd: string, args: string[], options: SpawnOptions) => ChildProcess;
  /** Stops every child (its whole process group), then exits with `code`. */
  stopAll: (code: number) => void;
}

/**
 * Starts long-running children; when one exits, a signal arrives or the launcher fails, stops them all.
 * Each child leads its own process group, so `npx strapi start` is stopped with the node process it
 * spawns instead of leaving it orphaned and holding its port.
 */
export function supervise(): Supervisor {
  const children: ChildProcess[] = [];
  let stopping = false;
  const signalGroups = (signal: NodeJS.Signals) => {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) continue;
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* already gone */
      }
    }
  };
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    signalGroups('SIGTERM');
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    const grace = setTimeout(() => signalGroups('SIGKILL'), STOP_GRACE_MS);
    void Promise.all(exited).then(() => {
      clearTimeout(grace);
      process.exit(code);
    });
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  return {
    stopAll,
    start(name, cmd, args, options) {
      const child = spawn(cmd, args, { stdio: 'inherit', detached: true, ...options });
      child.on('exit', (code) => {
        if (!stopping) console.log(`[folio] ${name} exited with ${code}`);
        stopAll(code ?? 1);
      });
      children.push(child);
      return child;
    },
  };
}
