import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Core } from '@strapi/strapi';

/** What the upload plugin stores of a file that tells where its bytes are. */
export interface StoredFileRef {
  url: string;
  provider?: string | null;
}

/** The upload provider's optional private-bucket support (@strapi/provider-upload-aws-s3 has it). */
interface SigningProvider {
  isPrivate?: () => boolean | Promise<boolean>;
  getSignedUrl?: (file: StoredFileRef) => Promise<{ url: string }>;
}

/** A media store that stops sending is given up on after this long, so a job or request is not held forever. */
const REMOTE_READ_TIMEOUT_MS = 5 * 60_000;

/** A local upload's path on disk, refused when its URL would lead outside the uploads folder. */
export function localStoredPath(strapi: Core.Strapi, file: StoredFileRef): string {
  const uploads = path.join(strapi.dirs.static.public, 'uploads');
  const local = path.join(strapi.dirs.static.public, decodeURIComponent(file.url.split('?')[0]));
  if (!local.startsWith(uploads + path.sep)) throw new Error(`${file.url} is outside the uploads folder`);
  return local;
}

/**
 * A stored upload's bytes as a stream: from the uploads folder with the local provider, or from the media
 * store (S3 behind a CDN, through a signed URL when the bucket is private). The one reader of stored files
 * (downloads, PDF ingest, tile pyramids); fails with a message an operator understands.
 */
export async function openStoredFile(strapi: Core.Strapi, file: StoredFileRef): Promise<Readable> {
  if ((file.provider ?? 'local') === 'local') return createReadStream(localStoredPath(strapi, file));
  const store = strapi.plugin('upload').provider as SigningProvider;
  const url = (await store.isPrivate?.()) && store.getSignedUrl ? (await store.getSignedUrl(file)).url : file.url;
  const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_READ_TIMEOUT_MS) });
  if (!response.ok || !response.body) throw new Error(`${file.url} could not be read back (${response.status})`);
  return Readable.fromWeb(response.body as ReadableStream);
}

/** A stored upload's bytes, whole. */
export async function readStoredFile(strapi: Core.Strapi, file: StoredFileRef): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openStoredFile(strapi, file)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
