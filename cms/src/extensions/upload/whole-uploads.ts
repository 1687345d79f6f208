/**
 * An upload of several files is stored whole or not at all. Strapi's upload service stores the files of
 * a request one after another and stops at the first it refuses (a name with reserved characters, an
 * image it cannot read), answering 4xx with the files before it already stored; here each file goes
 * through the service on its own, and when one fails those stored before it are removed again
 * (docs/decisions/100-hostile-input.md).
 */

interface UploadArguments {
  data: { fileInfo?: unknown; [meta: string]: unknown };
  files: unknown;
}

/** What the upload plugin's `upload` service offers that is wrapped here. */
export interface UploadService {
  upload: (args: UploadArguments, options?: unknown) => Promise<unknown[]>;
  remove: (file: unknown) => Promise<unknown>;
  [other: string]: unknown;
}

export const withWholeUploads = (service: UploadService): UploadService => ({
  ...service,
  async upload({ data, files }, options) {
    if (!Array.isArray(files) || files.length < 2) return service.upload({ data, files }, options);
    const { fileInfo, ...metas } = data;
    const infos = Array.isArray(fileInfo) ? fileInfo : [fileInfo];
    const stored: unknown[] = [];
    try {
      for (const [index, file] of files.entries()) {
        stored.push(
          ...(await service.upload({ data: { ...metas, fileInfo: infos[index] ?? {} }, files: file }, options)),
        );
      }
      return stored;
    } catch (error) {
      for (const file of stored) await service.remove(file);
      throw error;
    }
  },
});
