import type { Core } from '@strapi/strapi';

interface FileEvent<File> {
  result?: File | null;
  params?: { data?: Record<string, unknown> };
}

export interface UploadedFileHandlers<File> {
  tag: string;
  created(file: File): Promise<unknown>;
  /** A replaced file keeps its hash but not its pixels; only a replacement writes a new `url`. */
  replaced(file: File): Promise<unknown>;
  deleted(file: File): Promise<unknown>;
}

/** On the next turn: the upload's transaction has ended by then (SQLite has one connection), and it never waits. */
export function onUploadedFiles<File>(
  strapi: Core.Strapi,
  { tag, created, replaced, deleted }: UploadedFileHandlers<File>,
): void {
  const later = (work: () => Promise<unknown>) =>
    setImmediate(() => {
      work().catch((error: Error) => strapi.log.error(`[${tag}] ${error.message}`));
    });
  strapi.db.lifecycles.subscribe({
    models: ['plugin::upload.file'],
    afterCreate(event: FileEvent<File>) {
      const file = event.result;
      if (file) later(() => created(file));
    },
    afterUpdate(event: FileEvent<File>) {
      const file = event.result;
      const isReplaced = event.params?.data !== undefined && 'url' in event.params.data;
      if (file && isReplaced) later(() => replaced(file));
    },
    afterDelete(event: FileEvent<File>) {
      const file = event.result;
      if (file) later(() => deleted(file));
    },
  });
}
