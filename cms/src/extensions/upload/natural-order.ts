import { compareFileNames } from '@folio/core';
import type { UploadService } from './whole-uploads';

interface UploadedFile {
  originalFilename?: string | null;
  name?: string | null;
}

interface Paired {
  file: unknown;
  info?: unknown;
}

const storedName = (file: UploadedFile, info: unknown): string => {
  const given = (info as { name?: unknown } | undefined)?.name;
  return typeof given === 'string' && given ? given : (file.originalFilename ?? file.name ?? '');
};

/** Files paired with their fileInfo, sorted by the name each is stored under (`infoOf` reads a fileInfo sent as text). */
export const naturalOrder = <Pair extends Paired>(
  pairs: Pair[],
  infoOf: (pair: Pair) => unknown = (pair) => pair.info,
) =>
  [...pairs].sort((a, b) =>
    compareFileNames(storedName(a.file as UploadedFile, infoOf(a)), storedName(b.file as UploadedFile, infoOf(b))),
  );

/** A file dialog sends its selection order, so pages numbered by file name are sorted into printed order. */
export const withNaturalOrder = (service: UploadService): UploadService => ({
  ...service,
  upload({ data, files }, options) {
    if (!Array.isArray(files) || files.length < 2) return service.upload({ data, files }, options);
    const { fileInfo, ...metas } = data;
    const infos: unknown[] = Array.isArray(fileInfo) ? fileInfo : [fileInfo];
    const sorted = naturalOrder(files.map((file, index) => ({ file, info: infos[index] ?? {} })));
    return service.upload(
      { data: { ...metas, fileInfo: sorted.map(({ info }) => info) }, files: sorted.map(({ file }) => file) },
      options,
    );
  },
});
