import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The seeded demo library (an SQLite file and the uploads it points at) kept between test runs.
 * Seeding generates every image and takes minutes, so the CMS integration tests (on SQLite) and the
 * browser journeys start from a copy of one seed instead of seeding each time. The copy is keyed by a
 * hash of everything that shapes the seed (the CMS sources and config, the shared package, the Strapi
 * version): any change there means a new seed.
 */
export interface SeededTemplate {
  database: string;
  publicDir: string;
}

const REPO_DIR = path.resolve(__dirname, '..', '..', '..');
const CACHE_ROOT = path.join(REPO_DIR, 'node_modules', '.cache', 'folio-seed');
const SEED_INPUTS = ['cms/src', 'cms/config', 'cms/package.json', 'packages/core/src', 'cms/package-lock.json'];

export const templateIn = (dir: string): SeededTemplate => ({
  database: path.join(dir, 'template.db'),
  publicDir: path.join(dir, 'public'),
});

function filesUnder(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

/** The folder of the seed that matches the current sources (it may not exist yet). */
export function seedCacheDir(): string {
  const hash = createHash('sha256');
  for (const file of SEED_INPUTS.flatMap((input) => filesUnder(path.join(REPO_DIR, input)))) {
    hash.update(path.relative(REPO_DIR, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return path.join(CACHE_ROOT, hash.digest('hex').slice(0, 16));
}

/** The cached seed for the current sources, or null when there is none yet. */
export function cachedSeed(): SeededTemplate | null {
  const template = templateIn(seedCacheDir());
  return fs.existsSync(template.database) ? template : null;
}

/**
 * Copies a freshly seeded database (its server stopped) and its uploads into the cache, whole or not at
 * all: the folder appears by one rename. Seeds of older sources are removed.
 */
export function storeSeed(seeded: SeededTemplate): void {
  const dir = seedCacheDir();
  if (fs.existsSync(dir)) return;
  fs.mkdirSync(CACHE_ROOT, { recursive: true });
  const staging = fs.mkdtempSync(path.join(CACHE_ROOT, 'staging-'));
  const template = templateIn(staging);
  fs.copyFileSync(seeded.database, template.database);
  fs.cpSync(seeded.publicDir, template.publicDir, { recursive: true });
  for (const name of fs.readdirSync(CACHE_ROOT)) {
    if (!name.startsWith('staging-')) fs.rmSync(path.join(CACHE_ROOT, name), { recursive: true, force: true });
  }
  fs.renameSync(staging, dir);
}

/** Gives `target` its own copy of a seed: the database file and the uploads folder. */
export function copySeed(seed: SeededTemplate, target: SeededTemplate): void {
  fs.copyFileSync(seed.database, target.database);
  fs.cpSync(seed.publicDir, target.publicDir, { recursive: true });
}
