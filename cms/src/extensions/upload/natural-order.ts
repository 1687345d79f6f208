import { compareFileNames } from '@folio/core';
import type { UploadService } from './whole-uploads';

interface UploadedFile {
  originalFilename?: string | null;
  name?: string | null;
}

/** The name Strapi stores a file under: its file info's name, else the name it was sent with. */
const storedName = (file: UploadedFile, info: unknown): string => {
  const given = (info as { name?: unknown } | undefined)?.name;
  return typeof given === 'string' && given ? given : (file.originalFilename ?? file.name ?? '');
};

/**
 * The files of one upload are stored in their names' natural order (page-2 before page-10), whatever order
 * the browser put them in the request (a file dialog's selection order), so that pages numbered by their
 * file names reach the media library, and the field they are added to, in printed order.
 */
export const withNaturalOrder = (service: UploadService): UploadService => ({
  ...service,
  upload({ data, files }, options) {
    if (!Array.isArray(files) || files.length < 2) return service.upload({ data, files }, options);
    const { fileInfo, ...metas } = data;
    const infos: unknown[] = Array.isArray(fileInfo) ? fileInfo : [fileInfo];
    const sorted = (files as UploadedFile[])
      .map((file, index) => ({ file, info: infos[index] ?? {} }))
      .sort((a, b) => compareFileNames(storedName(a.file, a.info), storedName(b.file, b.info)));
    return service.upload(
      { data: { ...metas, fileInfo: sorted.map(({ info }) => info) }, files: sorted.map(({ file }) => file) },
      options,
    );
  },
});
