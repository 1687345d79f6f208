// Once both are up, either one that crashes is started again (processes.ts); the site serves what it has meanwhile.
import path from 'node:path';
import {
  CMS_DIR,
  CORE_DIR,
  SITE_DIR,
  buildIfMissing,
  buildInBackgroundIfMissing,
  launcherSettings,
  loadRootEnv,
  supervise,
  waitForHttp,
} from './processes';

const processes = supervise();

async function main() {
  loadRootEnv();
  const { cmsPort, sitePort, cmsUrl, previewSecret } = launcherSettings();

  buildIfMissing(path.join(CORE_DIR, 'dist/cjs/index.js'), 'the shared package', CORE_DIR);
  buildIfMissing(path.join(CMS_DIR, 'dist/build/index.html'), 'the CMS and its admin', CMS_DIR);
  // The site builds while the CMS starts (and, the first time, seeds the library): neither needs the other.
  const siteBuilt = buildInBackgroundIfMissing(path.join(SITE_DIR, 'build/server/index.js'), 'the site', SITE_DIR);
  siteBuilt.catch((error: unknown) => {
    console.error('[folio]', error);
    processes.stopAll(1);
  });

  const env = { ...process.env, NODE_ENV: 'production' };
  // The site proxies visitors' /api calls and adds X-Forwarded-For: the CMS must believe that one hop,
  // or every visitor would share the site server's rate-limit budget. The CMS listens on loopback only.
  const cms = processes.start('cms', 'npx', ['strapi', 'start'], {
    cwd: CMS_DIR,
    env: { HOST: '127.0.0.1', TRUST_PROXY: 'true', ...env, PORT: cmsPort },
  });
  await waitForHttp(`${cmsUrl}/_health`, 180_000);
  cms.markReady();
  console.log(`[folio] CMS ready: admin at ${cmsUrl}/admin`);
  // The CMS generated its secrets on first start; the site's draft preview shares one of them.
  await siteBuilt;
  const site = processes.start('site', 'node', ['server.js'], {
    cwd: SITE_DIR,
    env: { ...env, PORT: sitePort, CMS_URL: cmsUrl, PREVIEW_SECRET: previewSecret() },
  });
  await waitForHttp(`http://127.0.0.1:${sitePort}/`, 60_000);
  site.markReady();
  console.log(`[folio] site ready: http://127.0.0.1:${sitePort}`);
}

main().catch((error) => {
  console.error('[folio]', error);
  processes.stopAll(1);
});
