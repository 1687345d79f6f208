import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const siteDir = process.env.FOLIO_E2E_SITE_DIR;
  if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
}
