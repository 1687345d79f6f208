import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { SHA256_FIELD } from '../../shared/masters';

export const UPLOAD_FILE_UID = 'plugin::upload.file';

export async function sha256Of(bytes: Readable | NodeJS.ReadableStream): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(bytes, hash);
  return hash.digest('hex');
}

/** The upload service hands the database the file it stored: the received bytes, in `filepath`. */
interface StoredFileData {
  filepath?: unknown;
  getStream?: unknown;
  [field: string]: unknown;
}

const sentBytes = (data: StoredFileData): NodeJS.ReadableStream | null => {
  if (typeof data.filepath === 'string') return createReadStream(data.filepath);
  if (typeof data.getStream === 'function') return (data.getStream as () => NodeJS.ReadableStream)();
  return null;
};

interface FileWrite {
  params: { data?: StoredFileData; where?: { id?: unknown } };
}

/**
 * A new file and a replaced one get the SHA-256 of the bytes they were sent with, in the same write that stores
 * them; writes of their details alone (name, alternative text) carry no bytes and leave it as it is.
 */
export function recordChecksumsAtUpload(strapi: Core.Strapi, replaced: (fileId: number) => Promise<unknown>): void {
  const withChecksum = async ({ params: { data } }: FileWrite) => {
    const bytes = data && sentBytes(data);
    if (bytes) data[SHA256_FIELD] = await sha256Of(bytes);
    return Boolean(bytes);
  };
  strapi.db.lifecycles.subscribe({
    models: [UPLOAD_FILE_UID],
    async beforeCreate(event: FileWrite) {
      await withChecksum(event);
    },
    async beforeUpdate(event: FileWrite) {
      const id = Number(event.params.where?.id);
      if ((await withChecksum(event)) && Number.isInteger(id)) await replaced(id);
    },
  });
}
