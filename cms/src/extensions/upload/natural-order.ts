import { compareFileNames } from '@folio/core';
import type { UploadService } from './whole-uploads';

interface UploadedFile {
  originalFilename?: string | null;
  name?: string | null;
}

const storedName = (file: UploadedFile, info: unknown): string => {
  const given = (info as { name?: unknown } | undefined)?.name;
  return typeof given === 'string' && given ? given : (file.originalFilename ?? file.name ?? '');
};

/** A file dialog sends its selection order, so pages numbered by file name are sorted into printed order. */
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
