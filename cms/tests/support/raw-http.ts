import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/**
 * Requests sent byte for byte as a client without a browser would, the multipart bodies they carry, and
 * a folder whose every entry a test can see. Nothing here needs a CMS in the same process, so the site's
 * tests use it too (frontend/test/fuzz-through-site.test.ts).
 */

/** A fresh folder under the temp folder, and everything in it (subfolders included). */
export function watchedFolder(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    dir,
    entries: () => fs.readdirSync(dir, { recursive: true }).map(String).sort(),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
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
