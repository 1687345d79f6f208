import type { Core } from '@strapi/strapi';

interface FileEvent<File> {
  result?: File | null;
  params?: { data?: Record<string, unknown> };
}

export interface UploadedFileHandlers<File> {
  /** What the work is called in the CMS's log when it fails ("ocr": "[ocr] …"). */
  tag: string;
  created(file: File): Promise<unknown>;
  /**
   * A replaced file keeps its hash (and URL) but not its pixels: the update writes a new `url`. Other edits
   * (alt text, caption) write none and call nothing.
   */
  replaced(file: File): Promise<unknown>;
  deleted(file: File): Promise<unknown>;
}

/**
 * Runs work for each file of the media library created, replaced or deleted (the IIIF tiles, the page
 * texts). After the write, on the next turn: a transaction the upload ran in has ended by then (SQLite has
 * one connection), and the upload's answer never waits for the work; a failure is logged.
 */
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
