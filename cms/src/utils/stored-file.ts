import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';

/** What the upload plugin stores of a file that tells where its bytes are. */
export interface StoredFileRef {
  url: string;
  provider: string;
}

/**
 * A stored upload's bytes as a stream: from the uploads folder with the local provider, or from the
 * file's URL with a remote one (S3 behind a CDN). Fails with a message an operator understands.
 */
export async function openStoredFile(strapi: Core.Strapi, file: StoredFileRef): Promise<Readable> {
  if (file.provider === 'local') return createReadStream(path.join(strapi.dirs.static.public, file.url));
  const response = await fetch(file.url);
  if (!response.ok || !response.body) throw new Error(`${file.url} could not be read back (${response.status})`);
  return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
}

/** A stored upload's bytes, whole. */
export async function readStoredFile(strapi: Core.Strapi, file: StoredFileRef): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openStoredFile(strapi, file)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
