/** The commands boot the CMS without HTTP, with only the workers they want; `--no-compile` uses the compiled dist/. */
import path from 'node:path';
import { compileStrapi, createStrapi, type Core } from '@strapi/strapi';

const POLL_MS = 2000;

export interface CommandCms {
  strapi: Core.Strapi;
  /** The compiled module, so its instances are the ones the booted CMS uses. */
  fromDist<Module>(file: string): Module;
  countJobs(type: string, statuses: string[]): Promise<number>;
  jobsDone(type: string, progress: (left: number) => void): Promise<void>;
}

export interface CommandWorkers {
  tiles: boolean;
  ocr: boolean;
}

/** `work` may answer the exit code, when not 0. */
type Work = (cms: CommandCms) => Promise<number | void>;

async function withCms(workers: CommandWorkers, work: Work): Promise<number | void> {
  const appDir = path.resolve(__dirname, '..', '..');
  const distDir = path.join(appDir, 'dist');
  process.env.SEED_DEMO_CONTENT = 'false'; // the bootstrap must not seed on its own; the seed command decides
  process.env.IIIF_TILES_WORKER = String(workers.tiles);
  process.env.OCR_WORKER = String(workers.ocr);
  // A command that checks the masters does so itself, at once.
  process.env.FIXITY_WORKER = 'false';
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
    return await work({ strapi, fromDist, countJobs, jobsDone });
  } finally {
    await strapi.destroy();
  }
}

export function runCommand(workers: CommandWorkers, work: Work): void {
  withCms(workers, work).then(
    (code) => process.exit(code ?? 0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
