import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Core } from '@strapi/strapi';

export interface StoredFileRef {
  url: string;
  provider?: string | null;
}

interface SigningProvider {
  isPrivate?: () => boolean | Promise<boolean>;
  getSignedUrl?: (file: StoredFileRef) => Promise<{ url: string }>;
}

/** A media store that stops sending is given up on after this long, so a job or request is not held forever. */
const REMOTE_READ_TIMEOUT_MS = 5 * 60_000;

/** Refused when the URL would lead outside the uploads folder. */
export function localStoredPath(strapi: Core.Strapi, file: StoredFileRef): string {
  const uploads = path.join(strapi.dirs.static.public, 'uploads');
  const local = path.join(strapi.dirs.static.public, decodeURIComponent(file.url.split('?')[0]));
  if (!local.startsWith(uploads + path.sep)) throw new Error(`${file.url} is outside the uploads folder`);
  return local;
}

export async function openStoredFile(strapi: Core.Strapi, file: StoredFileRef): Promise<Readable> {
  if ((file.provider ?? 'local') === 'local') return createReadStream(localStoredPath(strapi, file));
  const store = strapi.plugin('upload').provider as SigningProvider;
  const url = (await store.isPrivate?.()) && store.getSignedUrl ? (await store.getSignedUrl(file)).url : file.url;
  const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_READ_TIMEOUT_MS) });
  if (!response.ok || !response.body) {
    throw Object.assign(new Error(`${file.url} could not be read back (${response.status})`), {
      status: response.status,
    });
  }
  return Readable.fromWeb(response.body as ReadableStream);
}

/** The store answered that the file is not there (not that it could not be asked). */
export function isMissingStoredFile(error: unknown): boolean {
  const { code, status } = (error ?? {}) as { code?: unknown; status?: unknown };
  return code === 'ENOENT' || status === 404;
}

export async function readStoredFile(strapi: Core.Strapi, file: StoredFileRef): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openStoredFile(strapi, file)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
