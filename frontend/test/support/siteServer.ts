/** Builds the site when its sources are newer than the build, and runs the production server. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '..', '..');
const SERVER_BUILD = path.join(SITE_DIR, 'build', 'server', 'index.js');
const SOURCES = ['app', 'server', 'public', 'vite.config.ts', 'react-router.config.ts', 'server.js'];

function newestSourceTime(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((child) => newestSourceTime(path.join(entry, child))));
}

export function ensureBuilt(): void {
  const builtAt = fs.existsSync(SERVER_BUILD) ? fs.statSync(SERVER_BUILD).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestSourceTime(path.join(SITE_DIR, source))));
  if (changedAt > builtAt) {
    // Jest sets NODE_ENV=test, which Vite would keep: a production build needs NODE_ENV=production.
    execFileSync('npx', ['react-router', 'build'], {
      cwd: SITE_DIR,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}

export interface RunningSite {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

const LISTENING = /\[site\] listening on (http:\/\/\S+)/;

/**
 * Starts `node server.js` on a free port and resolves once it listens. With `dev`, starts
 * `node server.js --dev` (Vite's dev server, as `npm run dev` does) in development mode instead:
 * NODE_ENV=development rather than Jest's "test", which would also give Vite's dependency cache
 * a different hash from the one `npm run dev` uses and make the two re-bundle it in turn.
 */
export async function startSite(
  env: Record<string, string>,
  { dev = false, cwd = SITE_DIR }: { dev?: boolean; cwd?: string } = {},
): Promise<RunningSite> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, dev ? ['server.js', '--dev'] : ['server.js'], {
    cwd,
    env: { ...process.env, NODE_ENV: dev ? 'development' : 'production', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site did not start:\n${output}`)), 30_000);
    const collect = (chunk: Buffer) => {
      output += chunk;
      const match = LISTENING.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`site exited:\n${output}`));
    });
  });
  const url = await started.catch((error: unknown) => {
    // A server that never said it listens is not left running.
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
