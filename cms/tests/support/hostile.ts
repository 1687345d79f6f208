import type { AddressInfo } from 'node:net';
import type { Core } from '@strapi/strapi';
import { adminToken } from './admin';
import { CONTACT_TEST_ENV } from './contact';
import { watchedFolder } from './raw-http';
import { startStrapi, stopStrapi } from './strapi';

/**
 * What the hostile-input tests against a CMS booted in the test share: a temp folder of their own for the
 * CMS, the CMS on a port of its own and an editor's session (requests themselves: raw-http.ts).
 */

/**
 * Points the process's temp folder (os.tmpdir(), which formidable and the upload plugin write to) at a
 * fresh folder, so a test can see every file a request leaves there. Call before the CMS boots.
 */
export function ownTempFolder() {
  const saved = process.env.TMPDIR;
  const folder = watchedFolder('folio-hostile-tmp-');
  process.env.TMPDIR = folder.dir;
  return {
    ...folder,
    restore() {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
      folder.remove();
    },
  };
}

export async function listenOnLoopback(strapi: Core.Strapi) {
  const server = strapi.server.httpServer;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A small real PNG (sharp draws it), as an editor's upload would be. */
export async function smallPng(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 24, height: 16, channels: 3, background: '#c0563f' } })
    .png()
    .toBuffer();
}

export interface HostileCms {
  strapi: Core.Strapi;
  port: number;
  /** An editor's bearer token. */
  token: string;
  /** What the temp folder held once the CMS had started. */
  baseline: string[];
}

/**
 * The CMS of a test file of hostile requests: its temp folder of its own, started with the contact test
 * settings and `env` on a loopback port, an editor signed in; stopped and cleaned up after the file.
 */
export function hostileCms(env: Record<string, string>, editorEmail: string) {
  const temp = ownTempFolder();
  const savedEnv = { ...process.env };
  const cms = {} as HostileCms;
  let close = async (): Promise<void> => undefined;
  beforeAll(async () => {
    Object.assign(process.env, CONTACT_TEST_ENV, env);
    cms.strapi = await startStrapi();
    const server = await listenOnLoopback(cms.strapi);
    cms.port = server.port;
    close = server.close;
    cms.token = await adminToken(cms.strapi, 'strapi-super-admin', editorEmail);
    cms.baseline = temp.entries();
  });
  afterAll(async () => {
    await close();
    await stopStrapi(cms.strapi);
    temp.restore();
    process.env = savedEnv;
  });
  return { cms, temp };
}
