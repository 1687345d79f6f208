/**
 * What the CMS's commands (`npm run seed`, `iiif:tiles`, `ocr`) share: the CMS booted without serving HTTP
 * and without seeding on its own, with only the background workers the command wants; its work; then the
 * CMS stopped and the process ended with the work's outcome. `--no-compile` uses the already compiled dist/.
 */
import path from 'node:path';
import { compileStrapi, createStrapi, type Core } from '@strapi/strapi';

const POLL_MS = 2000;

export interface CommandCms {
  strapi: Core.Strapi;
  /** A module of the compiled CMS (`src/plugins/jobs/server`…): the same instances the booted CMS uses. */
  fromDist<Module>(file: string): Module;
  /** How many jobs of `type` are in one of `statuses`. */
  countJobs(type: string, statuses: string[]): Promise<number>;
  /** Resolves once no job of `type` is queued or running, calling `progress` with how many are, every 2 s. */
  jobsDone(type: string, progress: (left: number) => void): Promise<void>;
}

export interface CommandWorkers {
  /** Whether the booted CMS makes tile pyramids (IIIF_TILES_WORKER). */
  tiles: boolean;
  /** Whether it reads page texts (OCR_WORKER). */
  ocr: boolean;
}

async function withCms(workers: CommandWorkers, work: (cms: CommandCms) => Promise<void>): Promise<void> {
  const appDir = path.resolve(__dirname, '..', '..');
  const distDir = path.join(appDir, 'dist');
  process.env.SEED_DEMO_CONTENT = 'false'; // the bootstrap must not seed on its own; the seed command decides
  process.env.IIIF_TILES_WORKER = String(workers.tiles);
  process.env.OCR_WORKER = String(workers.ocr);
  const context = process.argv.includes('--no-compile') ? { appDir, distDir } : await compileStrapi({ appDir });
  const strapi = await createStrapi(context).load();
  const fromDist = <Module>(file: string) => require(path.join(distDir, file)) as Module;
  const { JOBS_TABLE } = fromDist<typeof import('../../src/plugins/jobs/server')>('src/plugins/jobs/server');
  const countJobs = async (type: string, statuses: string[]) => {
    const rows = (await strapi.db
      .connection(JOBS_TABLE)
      .where('type', type)
      .whereIn('status', statuses)
      .count({ count: '*' })) as { count: number | string }[];
    return Number(rows[0]?.count ?? 0);
  };
  const jobsDone = async (type: string, progress: (left: number) => void) => {
    for (let left = await countJobs(type, ['queued', 'running']); left > 0;) {
      progress(left);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      left = await countJobs(type, ['queued', 'running']);
    }
  };
  try {
    await work({ strapi, fromDist, countJobs, jobsDone });
  } finally {
    await strapi.destroy();
  }
}

/** Runs a command's work on a booted CMS, then exits: 0 when it succeeded, 1 with its error printed. */
export function runCommand(workers: CommandWorkers, work: (cms: CommandCms) => Promise<void>): void {
  withCms(workers, work).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
