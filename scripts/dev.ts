// `npm run dev`: the CMS in develop mode and, once it answers, the site's Vite dev server with hot updates on :3000.
import path from 'node:path';
import { CMS_DIR, SITE_DIR, loadRootEnv, readEnvFile, supervise, waitForHttp } from './processes';

const processes = supervise();

async function main() {
  loadRootEnv();
  processes.start('cms', 'npx', ['strapi', 'develop', '--no-watch-admin'], { cwd: CMS_DIR, env: process.env });
  await waitForHttp('http://127.0.0.1:1337/_health', 240_000);
  // As in `npm start`: the CMS generated its secrets on first start, and the draft preview shares one.
  const previewSecret = process.env.PREVIEW_SECRET || readEnvFile(path.join(CMS_DIR, '.env')).PREVIEW_SECRET || '';
  processes.start('site', 'npm', ['run', 'dev'], {
    cwd: SITE_DIR,
    env: { ...process.env, CMS_URL: process.env.CMS_URL || 'http://127.0.0.1:1337', PREVIEW_SECRET: previewSecret },
  });
}

main().catch((error) => {
  console.error('[folio]', error);
  processes.stopAll(1);
});
