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

/** Each item stored in turn; a failure removes what was stored before it, then is thrown again. */
export async function storeAllOrNone<Item, Stored>(
  items: readonly Item[],
  store: (item: Item, index: number) => Promise<Stored[]>,
  remove: (stored: Stored) => Promise<unknown>,
): Promise<Stored[]> {
  const stored: Stored[] = [];
  try {
    for (const [index, item] of items.entries()) stored.push(...(await store(item, index)));
    return stored;
  } catch (error) {
    for (const file of stored) await remove(file);
    throw error;
  }
}

export const withWholeUploads = (service: UploadService): UploadService => ({
  ...service,
  async upload({ data, files }, options) {
    if (!Array.isArray(files) || files.length < 2) return service.upload({ data, files }, options);
    const { fileInfo, ...metas } = data;
    const infos = Array.isArray(fileInfo) ? fileInfo : [fileInfo];
    return storeAllOrNone(
      files,
      (file, index) => service.upload({ data: { ...metas, fileInfo: infos[index] ?? {} }, files: file }, options),
      (file) => service.remove(file),
    );
  },
});
