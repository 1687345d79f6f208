/**
 * Checks the production wiring without Docker: docker-compose.yml, the Dockerfiles and .env.example
 * must agree on service names, ports, variables, healthchecks and volumes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

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

/** Files of our own code that read configuration from the environment. */
function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'build', '.tmp', '.cache', '.react-router'].includes(entry.name)
        ? []
        : sourceFiles(relative);
    }
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [relative] : [];
  });
}

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis, the CMS and the site', () => {
    expect(Object.keys(services).sort()).toEqual(['cms', 'postgres', 'redis', 'site']);
  });

  it('keeps PostgreSQL data in a volume and checks the health of every service', () => {
    expect(services.postgres.volumes?.[0]).toMatch(/^postgres-data:\/var\/lib\/postgresql\/data$/);
    expect(compose.volumes).toHaveProperty('postgres-data');
    expect(compose.volumes).toHaveProperty('uploads');
    for (const name of Object.keys(services)) expect(services[name].healthcheck?.test.length).toBeGreaterThan(0);
  });

  it('starts the CMS only once the database and Redis are healthy, and the site once the CMS is', () => {
    expect(services.cms.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(services.site.depends_on).toEqual({ cms: { condition: 'service_healthy' } });
  });

  it('wires the services by name', () => {
    expect(services.cms.environment).toMatchObject({
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: 'postgres',
      REDIS_URL: 'redis://redis:6379',
    });
    expect(services.site.environment).toMatchObject({ CMS_URL: 'http://cms:1337' });
    expect(services.cms.volumes).toContain('uploads:/app/cms/public/uploads');
  });

  it('publishes only the site to the world, the admin on loopback, and no database port', () => {
    expect(services.postgres.ports).toBeUndefined();
    expect(services.redis.ports).toBeUndefined();
    expect(services.cms.ports).toEqual([expect.stringMatching(/^'?127\.0\.0\.1:/)]);
    expect(services.site.ports).toEqual([expect.stringMatching(/:3000$/)]);
  });

  it('takes every variable from .env and documents each one in .env.example', () => {
    const referenced = [...read('docker-compose.yml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]);
    const passed = Object.values(services).flatMap((service) => Object.keys(service.environment ?? {}));
    const builtIn = new Set(['NODE_ENV', 'POSTGRES_DB', 'POSTGRES_USER', 'POSTGRES_PASSWORD']);
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

  it('bakes no secret into the image', () => {
    expect(dockerfile).not.toMatch(/^(ENV|ARG)\s+\S*(SECRET|KEY|SALT|PASSWORD|TOKEN)/im);
    expect(read('.dockerignore')).toMatch(/\*\*\/\.env/);
  });
});

describe('.env.example', () => {
  it('documents every variable the code reads', () => {
    const files = [
      ...sourceFiles('cms/config'),
      ...sourceFiles('cms/src'),
      ...sourceFiles('frontend/server'),
      ...sourceFiles('frontend/app'),
      ...sourceFiles('scripts'),
    ];
    const used = new Set<string>();
    for (const file of files) {
      const text = read(file);
      for (const match of text.matchAll(/\benv(?:\.(?:int|bool|array|float|json))?\(\s*'([A-Z][A-Z0-9_]*)'/g))
        used.add(match[1]);
      for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) used.add(match[1]);
      for (const match of text.matchAll(/process\.env\[\s*'([A-Z][A-Z0-9_]*)'\s*\]/g)) used.add(match[1]);
    }
    const runtimeOnly = new Set(['NODE_ENV', 'CI', 'FOLIO_TEST_DIR', 'TEST_DATABASE_URL']);
    expect([...used].filter((name) => !runtimeOnly.has(name) && !documented.has(name)).sort()).toEqual([]);
  });
});
