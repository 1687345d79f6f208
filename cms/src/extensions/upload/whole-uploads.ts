/**
 * Strapi stops at the first file it refuses and keeps those before it, so each goes on its own and a failure removes
 * those stored before it (docs/decisions/100-hostile-input.md).
 */

interface UploadArguments {
  data: { fileInfo?: unknown; [meta: string]: unknown };
  files: unknown;
}

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
