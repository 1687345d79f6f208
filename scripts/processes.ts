import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

export const ROOT = path.resolve(__dirname, '..');
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

/** Runs a build step only when its output is missing. */
export function buildIfMissing(output: string, label: string, workspace: string): void {
  if (fs.existsSync(output)) return;
  console.log(`[folio] building ${label}…`);
  run('npm', ['run', 'build', '-w', workspace]);
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

/** Starts long-running children; when one exits or a signal arrives, stops them all. */
export function supervise(): {
  start: (name: string, cmd: string, args: string[], options: SpawnOptions) => ChildProcess;
} {
  const children: ChildProcess[] = [];
  const stopAll = (code: number) => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 200).unref();
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  return {
    start(name, cmd, args, options) {
      const child = spawn(cmd, args, { stdio: 'inherit', ...options });
      child.on('exit', (code) => {
        console.log(`[folio] ${name} exited with ${code}`);
        stopAll(code ?? 1);
      });
      children.push(child);
      return child;
    },
  };
}
