import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const CMS_DIR = path.resolve(__dirname, '..', '..', 'cms');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

export interface RunningCms {
  url: string;
  stop: () => Promise<void>;
  process: ChildProcess;
}

// A load generator is one client, whose budget would soon answer cheap 429s instead of the endpoint measured.
export const UNLIMITED_BUDGETS = {
  RATE_LIMIT_CLIENT_REQUESTS: '1000000000',
  RATE_LIMIT_READ_REQUESTS: '1000000000',
};

/** The SQLite file is kept when the CMS stops, so it can start again there. */
export interface CmsPlacement {
  port?: number;
  database?: string;
  log?: string;
}

/** On a copy of the local database when one exists, so a bench does not wait for the seed. */
export async function startCms(
  extraEnv: Record<string, string> = {},
  placement: CmsPlacement = {},
): Promise<RunningCms> {
  const port = placement.port ?? (await freePort());
  const workDir = placement.database ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
  const database = placement.database ?? path.join(workDir!, 'data.db');
  const localDatabase = path.join(CMS_DIR, '.tmp', 'data.db');
  if (workDir && fs.existsSync(localDatabase)) fs.copyFileSync(localDatabase, database);
  const child = spawn(path.join(CMS_DIR, 'node_modules/.bin/strapi'), ['start'], {
    cwd: CMS_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: database,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', placement.log ? fs.openSync(placement.log, 'w') : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A CMS that fails to start (its error is on stderr) ends the wait at once instead of after the timeout.
  let exited: (code: number | null) => void = () => undefined;
  const exit = new Promise<never>((_, reject) => {
    exited = (code) => reject(new Error(`The CMS exited with code ${code} before answering ${url}/_health`));
  });
  child.once('exit', exited);
  try {
    await Promise.race([waitFor(`${url}/_health`, 300_000), exit]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    child.off('exit', exited);
  }
  return {
    url,
    process: child,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
