import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  if (process.env.FOLIO_TEST_DIR) fs.rmSync(process.env.FOLIO_TEST_DIR, { recursive: true, force: true });
}
