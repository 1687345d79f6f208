/**
 * Checks the production wiring without Docker: docker-compose.yml, the Dockerfiles and .env.example
 * must agree on service names, ports, variables, healthchecks and volumes.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';
import adminConfig from '../cms/config/admin';
import databaseConfig from '../cms/config/database';
import { readFolioSettings } from '../cms/config/folio';
import middlewaresConfig from '../cms/config/middlewares';
import pluginsConfig from '../cms/config/plugins';
import serverConfig from '../cms/config/server';
import { SECRET_NAMES } from '../cms/src/lib/local-secrets';
import { defaultConfig as contactConfig } from '../cms/src/plugins/contact/server/config';
import { readSiteConfig } from '../frontend/app/lib/env.server';
import { launcherSettings } from '../scripts/processes';

const ROOT = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string | number | boolean>;
  env_file?: string;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { services } = compose;

/** Variables documented in .env.example. */
const documented = new Set(
  read('.env.example')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name)),
);

/** Values of .env.example as a .env copied from it gives them (`cp .env.example .env`). */
const exampleEnv: Record<string, string> = Object.fromEntries(
  read('.env.example')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => Boolean(match))
    .map((match) => [match[1], match[2]]),
);

/**
 * Docker Compose's interpolation of one value from the project's .env: $$ (a literal $), ${VAR}, ${VAR:-default}
 * and ${VAR-default} (defaults may nest), ${VAR:?message} and ${VAR?message} (refuse to start). The ":" forms
 * treat an empty value as unset, as Compose does.
 */
function interpolate(text: string, env: Record<string, string | undefined>): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('$$', i)) {
      out += '$';
      i += 2;
    } else if (text.startsWith('${', i)) {
      let depth = 1;
      let end = i + 2;
      for (; end < text.length && depth > 0; end += 1) {
        if (text.startsWith('${', end)) {
          depth += 1;
          end += 1;
        } else if (text[end] === '}') depth -= 1;
      }
      if (depth > 0) throw new Error(`unterminated \${ in ${text}`);
      const body = text.slice(i + 2, end - 1);
      const [, name, operator = '', argument = ''] = /^([A-Za-z_][A-Za-z0-9_]*)(:?[-?])?([\s\S]*)$/.exec(body) ?? [];
      if (!name) throw new Error(`bad interpolation \${${body}}`);
      const value = env[name];
      const unset = operator.startsWith(':') ? !value : value === undefined;
      if (operator.endsWith('?') && unset) throw new Error(`required variable ${name} is missing a value: ${argument}`);
      out += unset && operator.endsWith('-') ? interpolate(argument, env) : (value ?? '');
      i = end;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out;
}

/** A service's environment (its `environment:` entries, which override env_file) as Compose resolves it. */
function resolvedEnvironment(service: string, env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(services[service].environment ?? {}).map(([name, value]) => [name, interpolate(String(value), env)]),
  );
}

/** The secrets the CMS generates into cms/.env when absent. */
const CMS_SECRETS: readonly string[] = SECRET_NAMES;

/** A .env copied from .env.example with every secret filled in. */
const withSecrets = (overrides: Record<string, string | undefined> = {}) => ({
  ...exampleEnv,
  ...Object.fromEntries(CMS_SECRETS.map((name) => [name, `test-${name.toLowerCase()}`])),
  ...overrides,
});

/** A container's environment: its env_file (.env), overridden by its `environment:` entries. */
const containerEnvironment = (service: string, env: Record<string, string | undefined>) => ({
  ...env,
  ...resolvedEnvironment(service, env),
});

type Variables = Record<string, string | undefined>;
type StrapiEnv = Parameters<typeof serverConfig>[0]['env'];

/** The environment `values` as a reader sees it, noting in `read` each variable it looks up or checks for. */
function recordingEnvironment(values: Variables, read: Set<string>): Variables {
  // Names only: lodash's `has`, which Strapi's helper uses, also reads `length` on a miss.
  const note = (name: string | symbol) => typeof name === 'string' && /^[A-Z][A-Z0-9_]*$/.test(name) && read.add(name);
  return new Proxy(values, {
    get: (target, name) => (note(name), Reflect.get(target, name)),
    has: (target, name) => (note(name), Reflect.has(target, name)),
    getOwnPropertyDescriptor: (target, name) => (note(name), Reflect.getOwnPropertyDescriptor(target, name)),
  });
}

/** Strapi's own `env` helper, as the CMS's config files are given it; it reads `process.env` at each call. */
const { env: strapiEnv } = createRequire(path.join(ROOT, 'cms', 'package.json'))('@strapi/utils') as { env: StrapiEnv };

/** Runs a CMS config reader with `values` as the process's environment. */
function withProcessEnv<T>(values: Variables, read: Set<string>, reader: (strapi: { env: StrapiEnv }) => T): T {
  const saved = process.env;
  process.env = recordingEnvironment(values, read) as NodeJS.ProcessEnv;
  try {
    return reader({ env: strapiEnv });
  } finally {
    process.env = saved;
  }
}

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis, the CMS with its balancer, the site and the proxy in front of it', () => {
    expect(Object.keys(services).sort()).toEqual(['cms', 'cms-balancer', 'postgres', 'proxy', 'redis', 'site']);
  });

  it('keeps PostgreSQL data in a volume and checks the health of every service', () => {
    expect(services.postgres.volumes?.[0]).toMatch(/^postgres-data:\/var\/lib\/postgresql\/data$/);
    expect(compose.volumes).toHaveProperty('postgres-data');
    expect(compose.volumes).toHaveProperty('uploads');
    for (const name of Object.keys(services)) expect(services[name].healthcheck?.test.length).toBeGreaterThan(0);
  });

  it('starts the CMS once the database and Redis are healthy, its balancer once it is, then the site, the proxy last', () => {
    expect(services.cms.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(services['cms-balancer'].depends_on).toEqual({ cms: { condition: 'service_healthy' } });
    expect(services.site.depends_on).toEqual({ 'cms-balancer': { condition: 'service_healthy' } });
    expect(services.proxy.depends_on).toEqual({ site: { condition: 'service_healthy' } });
  });

  it('wires the services by name', () => {
    expect(services.cms.environment).toMatchObject({
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: 'postgres',
      REDIS_URL: 'redis://redis:6379',
    });
    expect(services['cms-balancer'].environment).toMatchObject({ CMS_UPSTREAM: 'cms:1337' });
    expect(services.site.environment).toMatchObject({
      CMS_URL: `http://cms-balancer:${services['cms-balancer'].environment?.NGINX_PORT}`,
    });
    expect(services.cms.volumes).toContain('uploads:/app/cms/public/uploads');
    expect(services.proxy.environment).toMatchObject({
      SITE_UPSTREAM: 'site:3000',
      PROXY_CACHE_DIR: '/var/cache/nginx/folio',
    });
  });

  it('publishes only the proxy to the world, the admin on loopback, and neither the site nor a database', () => {
    expect(services.postgres.ports).toBeUndefined();
    expect(services.redis.ports).toBeUndefined();
    expect(services.site.ports).toBeUndefined();
    // The CMS has no port of its own, so it can be scaled; the admin is published through its balancer.
    expect(services.cms.ports).toBeUndefined();
    expect(services['cms-balancer'].ports).toEqual([
      `127.0.0.1:\${CMS_PORT:-1337}:${services['cms-balancer'].environment?.NGINX_PORT}`,
    ]);
    expect(services.proxy.ports).toEqual([`\${SITE_PORT:-3000}:${services.proxy.environment?.NGINX_PORT}`]);
  });

  it("gives the proxy deploy/nginx as the official image's templates, with every variable they name", () => {
    expect(services.proxy.image).toMatch(/^nginx:[\d.]+-alpine$/);
    expect(services.proxy.volumes).toEqual(['./deploy/nginx:/etc/nginx/templates:ro']);
    const templates = fs.readdirSync(path.join(ROOT, 'deploy/nginx')).filter((name) => name.endsWith('.template'));
    expect(templates).toEqual(['default.conf.template']);
    const named = [...read('deploy/nginx/default.conf.template').matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]);
    expect([...new Set(named)].sort()).toEqual(Object.keys(services.proxy.environment ?? {}).sort());
  });

  it("gives the CMS balancer deploy/cms-balancer as the official image's templates, with every variable they name", () => {
    const balancer = services['cms-balancer'];
    expect(balancer.image).toBe(services.proxy.image);
    expect(balancer.volumes).toEqual(['./deploy/cms-balancer:/etc/nginx/templates:ro']);
    const templates = fs.readdirSync(path.join(ROOT, 'deploy/cms-balancer'));
    expect(templates).toEqual(['default.conf.template']);
    const named = [...read('deploy/cms-balancer/default.conf.template').matchAll(/\$\{(\w+)\}/g)].map(
      (match) => match[1],
    );
    expect([...new Set(named)].sort()).toEqual(Object.keys(balancer.environment ?? {}).sort());
  });

  it('counts the proxy as a hop where visitor addresses are read: one at the site, two at the CMS', () => {
    const site = resolvedEnvironment('site', withSecrets());
    const cms = resolvedEnvironment('cms', withSecrets());
    expect(site.SITE_TRUST_PROXY_HOPS).toBe('1');
    expect(cms.TRUST_PROXY).toBe('true');
    expect(Number(cms.TRUST_PROXY_HOPS)).toBe(Number(site.SITE_TRUST_PROXY_HOPS) + 1);
  });

  it('lets the site listen on every interface of its container, whatever HOST .env gives the CMS', () => {
    // The site reads HOST too: a copied .env.example alone would have it listen on loopback.
    expect(readSiteConfig(withSecrets()).host).toBe('127.0.0.1');
    expect(readSiteConfig(containerEnvironment('site', withSecrets())).host).toBe('0.0.0.0');
    const cms = withProcessEnv(containerEnvironment('cms', withSecrets()), new Set(), serverConfig);
    expect(cms.host).toBe('0.0.0.0');
  });

  it('refuses to start without each secret of the CMS and the preview secret of the site', () => {
    expect(CMS_SECRETS).toEqual(
      expect.arrayContaining([
        'APP_KEYS',
        'ADMIN_JWT_SECRET',
        'API_TOKEN_SALT',
        'TRANSFER_TOKEN_SALT',
        'JWT_SECRET',
        'ENCRYPTION_KEY',
        'PREVIEW_SECRET',
      ]),
    );
    for (const name of CMS_SECRETS) {
      expect(services.cms.environment?.[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?.+\\}$`));
      for (const missing of [undefined, '']) {
        expect(() => resolvedEnvironment('cms', withSecrets({ [name]: missing }))).toThrow(
          `required variable ${name} is missing`,
        );
      }
    }
    expect(services.site.environment?.PREVIEW_SECRET).toMatch(/^\$\{PREVIEW_SECRET:\?.+\}$/);
    expect(() => resolvedEnvironment('site', withSecrets({ PREVIEW_SECRET: '' }))).toThrow(
      'required variable PREVIEW_SECRET is missing',
    );
    // The .env.example leaves them empty: a copy of it alone does not start.
    expect(() => resolvedEnvironment('cms', exampleEnv)).toThrow(/required variable/);

    const cms = resolvedEnvironment('cms', withSecrets());
    const site = resolvedEnvironment('site', withSecrets());
    for (const name of CMS_SECRETS) expect(cms[name]).toBe(`test-${name.toLowerCase()}`);
    expect(site.PREVIEW_SECRET).toBe(cms.PREVIEW_SECRET);
  });

  it('seeds the demo library only when SEED_DEMO_CONTENT=true is asked for', () => {
    expect(resolvedEnvironment('cms', withSecrets()).SEED_DEMO_CONTENT).toBe('false');
    expect(resolvedEnvironment('cms', withSecrets({ SEED_DEMO_CONTENT: undefined })).SEED_DEMO_CONTENT).toBe('false');
    expect(resolvedEnvironment('cms', withSecrets({ SEED_DEMO_CONTENT: 'true' })).SEED_DEMO_CONTENT).toBe('true');
    // The CMS reads those values as compose passes them (cms/config/folio.ts).
    expect(readFolioSettings({ SEED_DEMO_CONTENT: 'false' }).seedDemoContent).toBe(false);
    expect(readFolioSettings({ SEED_DEMO_CONTENT: 'true' }).seedDemoContent).toBe(true);
  });

  it("lets the admin's published origin frame the site for the preview", () => {
    expect(resolvedEnvironment('site', withSecrets()).PUBLIC_CMS_URL).toBe('http://127.0.0.1:1337');
    expect(resolvedEnvironment('site', withSecrets({ CMS_PORT: '8080' })).PUBLIC_CMS_URL).toBe('http://127.0.0.1:8080');
    expect(resolvedEnvironment('site', withSecrets({ PUBLIC_CMS_URL: 'https://cms.example.org' })).PUBLIC_CMS_URL).toBe(
      'https://cms.example.org',
    );
    // The default names the port the admin is published on.
    expect(interpolate(services['cms-balancer'].ports![0], withSecrets({ CMS_PORT: '8080' }))).toBe(
      '127.0.0.1:8080:8080',
    );
  });

  it('interpolates as Compose does', () => {
    const env = { SET: 'x', EMPTY: '' };
    expect(interpolate('${SET:-d}|${EMPTY:-d}|${EMPTY-d}|${UNSET-d}|$${SET}', env)).toBe('x|d||d|${SET}');
    expect(interpolate('${UNSET:-a${SET}b}|${UNSET:-${ALSO_UNSET:-z}}', env)).toBe('axb|z');
    expect(interpolate('${EMPTY?m}', env)).toBe('');
    expect(() => interpolate('${EMPTY:?m}', env)).toThrow('required variable EMPTY is missing a value: m');
    expect(() => interpolate('${UNSET?m}', env)).toThrow('required variable UNSET');
  });

  it('takes every variable from .env and documents each one in .env.example', () => {
    const referenced = [...read('docker-compose.yml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]);
    const passed = Object.values(services).flatMap((service) => Object.keys(service.environment ?? {}));
    // The images' own variables: PostgreSQL's, and the proxy's template variables, fixed by the compose file.
    const builtIn = new Set([
      'NODE_ENV',
      'POSTGRES_DB',
      'POSTGRES_USER',
      'POSTGRES_PASSWORD',
      'NGINX_PORT',
      'SITE_UPSTREAM',
      'CMS_UPSTREAM',
      'PROXY_CACHE_DIR',
    ]);
    const missing = [...new Set([...referenced, ...passed])].filter(
      (name) => !builtIn.has(name) && !documented.has(name),
    );
    expect(missing).toEqual([]);
    expect(services.cms.env_file).toBe('.env');
    expect(services.site.env_file).toBe('.env');
  });
});

describe.each(['cms/Dockerfile', 'frontend/Dockerfile'])('%s', (file) => {
  const dockerfile = read(file);
  const stages = dockerfile.split(/^FROM /m).slice(1);

  it('is multi-stage and installs with the lockfile', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/COPY package\.json package-lock\.json/);
  });

  it('runs as a non-root user with production dependencies only', () => {
    const runtime = stages[stages.length - 1];
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^CMD \[/m);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
  });

  it('ships the shared tsconfig.base.json when the runtime tsconfig extends it', () => {
    const runtime = stages[stages.length - 1];
    if (file === 'cms/Dockerfile') {
      // The CMS keeps its TypeScript config (Strapi reads it at start), which extends the shared base.
      expect(read('cms/tsconfig.json')).toMatch(/"extends":\s*"\.\.\/tsconfig\.base\.json"/);
      expect(runtime).toMatch(/^COPY --from=build .*\/app\/cms cms$/m);
      expect(runtime).toMatch(/^COPY --from=build \S+ .*\/app\/tsconfig\.base\.json .*\.\/$/m);
    } else {
      // The site runs its compiled build only, with no tsconfig.
      expect(runtime).not.toMatch(/tsconfig/);
    }
  });

  it('bakes no secret into the image', () => {
    expect(dockerfile).not.toMatch(/^(ENV|ARG)\s+\S*(SECRET|KEY|SALT|PASSWORD|TOKEN)/im);
    expect(read('.dockerignore')).toMatch(/\*\*\/\.env/);
  });
});

describe('.env.example', () => {
  it('documents every variable the code reads', () => {
    const asked = new Set<string>(CMS_SECRETS);
    // Every optional feature on, so that each branch of the readers runs.
    const env = {
      ...withSecrets(),
      S3_BUCKET: 'media',
      SMTP_HOST: 'smtp',
      SMTP_USERNAME: 'folio',
      DATABASE_SSL: 'true',
    };
    const readers: ((strapi: { env: StrapiEnv }) => unknown)[] = [
      adminConfig,
      databaseConfig,
      middlewaresConfig,
      pluginsConfig,
      serverConfig,
      contactConfig,
    ];
    for (const reader of readers) withProcessEnv(env, asked, reader);
    readFolioSettings(recordingEnvironment(env, asked));
    readSiteConfig(recordingEnvironment(env, asked));
    launcherSettings(recordingEnvironment(env, asked)).previewSecret();

    const variables = [...asked];
    expect(variables).toEqual(
      expect.arrayContaining(['DATABASE_SSL_CA', 'SMTP_PASSWORD', 'S3_ACL', 'RATE_LIMIT_WINDOW_SECONDS', 'SITE_PORT']),
    );
    expect(variables.filter((name) => !documented.has(name)).sort()).toEqual([]);
  });
});
