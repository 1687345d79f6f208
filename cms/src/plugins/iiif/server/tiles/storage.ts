/** Through the upload provider, so a pyramid shares its upload's bucket, root path and CDN (records 151, 189). */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Core } from '@strapi/strapi';
import { IIIF_IMAGE_HASH, imageIdMadeAt } from '@folio/core';
import { localStoredPath, openStoredFile } from '../../../../lib/stored-file';

export const IIIF_FOLDER = 'iiif';

export interface UploadedImage {
  id: number;
  hash: string;
  ext?: string | null;
  mime?: string | null;
  url: string;
  provider?: string | null;
}

interface UploadProvider {
  upload: (file: ProviderFile) => Promise<void>;
  uploadStream?: (file: ProviderFile) => Promise<void>;
  delete: (file: ProviderFile) => Promise<unknown>;
  isPrivate?: () => boolean | Promise<boolean>;
  getSignedUrl?: (file: { url: string; hash: string; ext?: string | null; path?: string }) => Promise<{ url: string }>;
}

/** A file as a provider builds its key from it: `[rootPath/][path/]<hash><ext>`. */
interface ProviderFile {
  path: string;
  hash: string;
  ext: string;
  mime: string;
  name: string;
  url?: string;
  stream?: NodeJS.ReadableStream;
  buffer?: Buffer;
}

const MIME_BY_EXT: Record<string, string> = { '.jpg': 'image/jpeg', '.json': 'application/json' };

export function providerFile(hash: string, relative: string): ProviderFile {
  const ext = path.posix.extname(relative);
  const dir = path.posix.dirname(relative);
  const name = path.posix.basename(relative, ext);
  return {
    path: dir === '.' ? `${IIIF_FOLDER}/${hash}` : `${IIIF_FOLDER}/${hash}/${dir}`,
    hash: name,
    ext,
    mime: MIME_BY_EXT[ext] ?? 'application/octet-stream',
    name: `${name}${ext}`,
  };
}

/** A hash the upload plugin made, or a pyramid's image id (the hash and its build): never a path of its own. */
const assertSafeHash = (hash: string) => {
  if (!IIIF_IMAGE_HASH.test(hash)) throw new Error(`Not an upload hash or image id: ${JSON.stringify(hash)}`);
};

export function pyramidStorage(strapi: Core.Strapi) {
  const provider = () => strapi.plugin('upload').provider as UploadProvider;
  const uploadsDir = () => path.join(strapi.dirs.static.public, 'uploads');
  const isLocal = (file: UploadedImage) => (file.provider ?? 'local') === 'local';

  return {
    localDir(hash: string): string {
      assertSafeHash(hash);
      return path.join(uploadsDir(), IIIF_FOLDER, hash);
    },

    /** A remote original is streamed to disk, never held in memory. */
    async original(file: UploadedImage, workDir: string): Promise<string> {
      if (isLocal(file)) return localStoredPath(strapi, file);
      const target = path.join(workDir, `original${file.ext ?? ''}`);
      await pipeline(await openStoredFile(strapi, file), fs.createWriteStream(target));
      return target;
    },

    async save(file: UploadedImage, builtDir: string, files: string[]): Promise<void> {
      if (isLocal(file)) {
        const target = this.localDir(file.hash);
        await fsp.rm(target, { recursive: true, force: true });
        await fsp.mkdir(path.dirname(target), { recursive: true });
        // Built on the same disk when possible, so the pyramid appears whole, in one rename.
        await fsp.rename(builtDir, target).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EXDEV') throw error;
          await fsp.cp(builtDir, target, { recursive: true });
        });
        return;
      }
      const store = provider();
      // info.json goes last: a viewer that finds it finds every tile it names.
      const ordered = [...files.filter((f) => f !== 'info.json'), ...files.filter((f) => f === 'info.json')];
      for (const relative of ordered) {
        const item = providerFile(file.hash, relative);
        const source = path.join(builtDir, relative);
        if (store.uploadStream) {
          await store.uploadStream({ ...item, stream: fs.createReadStream(source) });
        } else {
          await store.upload({ ...item, buffer: await fsp.readFile(source) });
        }
      }
    },

    /** Local folders are found by name, so a build whose record was replaced goes too; S3 cannot list, so `former`. */
    async removeBuildsBefore(
      built: UploadedImage,
      madeAt: number,
      former: { file: UploadedImage; files: string[] } | null,
    ): Promise<void> {
      if (isLocal(built)) {
        const hash = built.hash.split('~')[0];
        const root = path.join(uploadsDir(), IIIF_FOLDER);
        const names = await fsp.readdir(root).catch(() => [] as string[]);
        for (const name of names) {
          const at = name.startsWith(`${hash}~`) ? imageIdMadeAt(name) : null;
          if (name === hash || (at !== null && at < madeAt))
            await fsp.rm(path.join(root, name), { recursive: true, force: true });
        }
        return;
      }
      if (former && former.file.hash !== built.hash) await this.remove(former.file, former.files);
    },

    /** `files`: for a provider that deletes one key at a time. */
    async remove(file: UploadedImage, files: string[]): Promise<void> {
      if (isLocal(file)) {
        await fsp.rm(this.localDir(file.hash), { recursive: true, force: true });
        return;
      }
      const store = provider();
      for (const relative of files) await store.delete(providerFile(file.hash, relative));
    },
  };
}

export type PyramidStorage = ReturnType<typeof pyramidStorage>;
