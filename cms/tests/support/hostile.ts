import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { CONTACT_TEST_ENV } from './contact';
import { startStrapi, stopStrapi } from './strapi';

/**
 * What the hostile-input tests share: a temp folder of their own for the CMS, the CMS on a port of its
 * own, requests sent byte for byte as a client without a browser would, and an editor's session.
 */

/**
 * Points the process's temp folder (os.tmpdir(), which formidable and the upload plugin write to) at a
 * fresh folder, so a test can see every file a request leaves there. Call before the CMS boots.
 */
export function ownTempFolder() {
  const saved = process.env.TMPDIR;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-hostile-tmp-'));
  process.env.TMPDIR = dir;
  return {
    dir,
    /** Everything in the folder, subfolders included. */
    entries: () => fs.readdirSync(dir, { recursive: true }).map(String).sort(),
    restore() {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
      fs.rmSync(dir, { recursive: true, force: true });
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

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as is; without a content-length header it goes chunked. */
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: () => { data: unknown; error?: { status: number; name: string; message: string; details: unknown } };
}

/** One request on a connection of its own (so a broken body cannot spill into the next request). */
export function sendRaw(port: number, { method, path: target, headers = {}, body }: RawRequest, timeoutMs = 15_000) {
  return new Promise<RawResponse>((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port, method, path: target, headers, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json: () => JSON.parse(text) });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.setTimeout(timeoutMs, () =>
      outgoing.destroy(new Error(`No answer to ${method} ${target} in ${timeoutMs} ms`)),
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Starts a request whose body never arrives in full: the headers and `sent` bytes of the declared
 * `length`, then the connection is dropped, as a visitor who closes the tab mid-upload.
 */
export function abortMidBody(port: number, request: RawRequest & { body: Buffer }, length: number) {
  return new Promise<void>((resolve, reject) => {
    const outgoing = http.request({
      host: '127.0.0.1',
      port,
      method: request.method,
      path: request.path,
      headers: { ...request.headers, 'content-length': String(length) },
      agent: false,
    });
    outgoing.on('error', () => resolve());
    outgoing.write(request.body, (error) => {
      if (error) return reject(error);
      // Long enough for the CMS to have started writing the file before the connection goes.
      setTimeout(() => {
        outgoing.destroy();
        resolve();
      }, 200);
    });
  });
}

/** A multipart/form-data body with the given fields and files, and its content type. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; content: Buffer }[],
  boundary = `folio${Math.random().toString(16).slice(2)}`,
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** An editor (a super admin) signed in to the admin: the bearer token of their session. */
export async function editorToken(strapi: Core.Strapi, port: number, email: string): Promise<string> {
  const password = 'Editor-Passw0rd';
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!(await strapi.db.query('admin::user').findOne({ where: { email } }))) {
    await strapi
      .service('admin::user')
      .create({ email, firstname: 'Eda', lastname: 'Itor', password, isActive: true, roles: [superAdmin.id] });
  }
  const login = await sendRaw(port, {
    method: 'POST',
    path: '/admin/login',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ email, password })),
  });
  if (login.status !== 200) throw new Error(`Editor login failed: ${login.status} ${login.text}`);
  return (login.json().data as { token: string }).token;
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
    cms.token = await editorToken(cms.strapi, cms.port, editorEmail);
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
