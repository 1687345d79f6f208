/** `npm run dev`: the CMS in develop mode (admin with hot reload) and the site's Vite dev server. */
import { CMS_DIR, SITE_DIR, loadRootEnv, supervise, waitForHttp } from './processes';

async function main() {
  loadRootEnv();
  const processes = supervise();
  processes.start('cms', 'npx', ['strapi', 'develop', '--no-watch-admin'], { cwd: CMS_DIR, env: process.env });
  await waitForHttp('http://127.0.0.1:1337/_health', 240_000);
  processes.start('site', 'npm', ['run', 'dev'], {
    cwd: SITE_DIR,
    env: { ...process.env, CMS_URL: process.env.CMS_URL ?? 'http://127.0.0.1:1337' },
  });
}

main().catch((error) => {
  console.error('[folio]', error);
  process.exit(1);
});
