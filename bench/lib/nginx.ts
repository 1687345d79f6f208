// Runs deploy/nginx without root: our own main nginx.conf keeps the pid, temporary files and logs in a temp folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { freePort, waitFor } from './cms';

const ROOT = path.resolve(__dirname, '..', '..');
export const NGINX_TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'default.conf.template');
export const CMS_BALANCER_TEMPLATE = path.join(ROOT, 'deploy', 'cms-balancer', 'default.conf.template');

// Where Debian installs nginx, for shells whose PATH lacks the sbin folders.
const SBIN_DIRS = ['/usr/sbin', '/usr/local/sbin', '/sbin'];

export function findNginx(): string {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), ...SBIN_DIRS].filter(Boolean);
  const found = dirs.map((dir) => path.join(dir, 'nginx')).find((file) => fs.existsSync(file));
  if (!found) {
    throw new Error('nginx is not installed: `apt-get install nginx` (CI installs it in .ci/run)');
  }
  return found;
}

/** Unlike the image's envsubst, a name without a value is an error here rather than left for nginx to reject. */
export function renderTemplate(text: string, variables: Record<string, string>): string {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_match, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`the nginx template needs ${name}`);
    return value;
  });
}

export function composeEnvironment(service: string): Record<string, string> {
  const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, { environment?: Record<string, unknown> }>;
  };
  return Object.fromEntries(
    Object.entries(compose.services[service]?.environment ?? {}).map(([name, value]) => [name, String(value)]),
  );
}

export interface RunningNginx {
  url: string;
  port: number;
  /** The end of nginx's error log (every refusal by a limit is a line there). */
  output: () => string;
  stop: () => Promise<void>;
}

/** `adapt` may change the rendered configuration (a bench lifts the per-client limits to measure the cache itself). */
export function startNginx(
  upstream: string,
  adapt: (config: string, dir: string) => string = (config) => config,
): Promise<RunningNginx> {
  return startNginxWith((port, dir) =>
    adapt(
      renderTemplate(fs.readFileSync(NGINX_TEMPLATE, 'utf8'), {
        NGINX_PORT: `127.0.0.1:${port}`,
        SITE_UPSTREAM: upstream,
        PROXY_CACHE_DIR: path.join(dir, 'cache'),
      }),
      dir,
    ),
  );
}

// One server line per instance, as Docker's DNS answers one address per replica; without `resolve`, which
// addresses cannot take and Debian's nginx (1.22) does not know.
export function startCmsBalancer(upstreams: string[]): Promise<RunningNginx> {
  const template = fs.readFileSync(CMS_BALANCER_TEMPLATE, 'utf8');
  const serverLine = /^.*\$\{CMS_UPSTREAM\}.*$/m;
  const line = serverLine.exec(template)?.[0].replace(' resolve', '');
  if (!line) throw new Error('the CMS balancer template has no server line with ${CMS_UPSTREAM}');
  const servers = upstreams.map((upstream) => line.replace('${CMS_UPSTREAM}', upstream)).join('\n');
  return startNginxWith((port) =>
    renderTemplate(
      template.replace(serverLine, () => servers),
      { NGINX_PORT: `127.0.0.1:${port}` },
    ),
  );
}

async function startNginxWith(render: (port: number, dir: string) => string): Promise<RunningNginx> {
  const nginx = findNginx();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-nginx-'));
  // Run as root, nginx's workers switch to an unprivileged user, which must reach the temporary folders.
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, 'default.conf'), render(port, dir));
  // A file rather than a pipe: under overload nginx logs every refusal, and reading them would cost the bench CPU.
  const errorLog = path.join(dir, 'error.log');
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes auto;',
      `error_log ${errorLog} warn;`,
      `pid ${path.join(dir, 'nginx.pid')};`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${path.join(dir, 'default.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  const output = () => {
    try {
      return fs.readFileSync(errorLog, 'utf8').slice(-8_000);
    } catch {
      return '';
    }
  };
  const child = spawn(nginx, ['-p', dir, '-e', errorLog, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const failed = exited.then(() => {
    throw new Error(`nginx exited at start:\n${output()}`);
  });
  try {
    await Promise.race([waitFor(`${url}/nginx-health`, 15_000), failed]);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  failed.catch(() => undefined); // a later exit is the normal end
  return {
    url,
    port,
    output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
