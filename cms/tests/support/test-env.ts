import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where this test run keeps its database and uploads. The folder is chosen once by the global setup
 * and passed to the test files through the environment.
 */
export function configureTestEnvironment(): { workDir: string; database: 'sqlite' | 'postgres' } {
  if (!process.env.FOLIO_TEST_DIR) {
    process.env.FOLIO_TEST_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-cms-test-'));
  }
  const workDir = process.env.FOLIO_TEST_DIR;
  fs.mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  process.env.NODE_ENV = 'test';
  process.env.STRAPI_PUBLIC_DIR = path.join(workDir, 'public');
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  process.env.BROWSER = 'none';
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
  // The CMS shares its event loop with Jest and the tests' own work (images, uploads), which keeps it late
  // at times; only the tests of load shedding itself (which set their own threshold) should see it shed.
  process.env.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS = process.env.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS ?? '60000';
  // The seeded images' tile jobs stay queued unless a test file asks for the worker (tests/iiif-tiles.test.ts):
  // made in the background of every test file they would change the catalog under its tests.
  process.env.IIIF_TILES_WORKER = process.env.IIIF_TILES_WORKER ?? 'false';
  // Likewise the seeded covers' text recognition, unless a test file asks for it (tests/ocr.test.ts).
  process.env.OCR_WORKER = process.env.OCR_WORKER ?? 'false';
  process.env.HOST = '127.0.0.1';
  process.env.PORT = '0';
  if (process.env.TEST_DATABASE_URL) {
    process.env.DATABASE_CLIENT = 'postgres';
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    return { workDir, database: 'postgres' };
  }
  process.env.DATABASE_CLIENT = 'sqlite';
  process.env.DATABASE_FILENAME = path.join(workDir, 'data.db');
  return { workDir, database: 'sqlite' };
}
