/** Before a file has a row, its status is its latest recognition job's. */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { PageTextSource, PageWord, StoredPageTextStatus } from '@folio/core';
import { discoveryService } from '../../iiif-discovery/server/services/access';

export const PAGE_TEXTS_TABLE = 'folio_page_texts';

export interface PageText {
  fileId: number;
  status: StoredPageTextStatus;
  source: PageTextSource;
  text: string;
  /** An editor's correction is laid over the recogniser's boxes (recognition/corrected-words.ts). */
  words: PageWord[];
  confidence: number | null;
  error: string | null;
  /** A replaced image keeps its hash, so its updatedAt tells it must be read again. */
  fileUpdatedAt: string | null;
  updatedAt: Date;
}

export type PageTextInput = Omit<PageText, 'fileId' | 'updatedAt'>;

interface PageTextRow {
  file_id: number | string;
  status: StoredPageTextStatus;
  source: PageTextSource;
  text: string;
  words: string;
  confidence: number | string | null;
  error: string | null;
  file_updated_at: string | null;
  updated_at: number | string;
}

const fromRow = (row: PageTextRow): PageText => ({
  fileId: Number(row.file_id),
  status: row.status,
  source: row.source,
  text: row.text,
  words: JSON.parse(row.words) as PageWord[],
  confidence: row.confidence === null ? null : Number(row.confidence),
  error: row.error,
  fileUpdatedAt: row.file_updated_at,
  updatedAt: new Date(Number(row.updated_at)),
});

/** What a search inside the page finds and marks: only read text is searched. */
const searchable = (page: Pick<PageText, 'status' | 'text' | 'words'> | null) =>
  page?.status === 'done' ? JSON.stringify([page.text, page.words]) : null;

/** IN lists are sent in slices: SQLite refuses more than 32,766 bound values in one statement. */
const IN_SLICE = 500;

export function pageTextStore(strapi: Core.Strapi) {
  const knex = strapi.db.connection as Knex;
  const schemaName = strapi.db.getSchemaName();
  const table = () => (schemaName ? knex(PAGE_TEXTS_TABLE).withSchema(schemaName) : knex(PAGE_TEXTS_TABLE));

  async function get(fileId: number): Promise<PageText | null> {
    const row = (await table().where('file_id', fileId).first()) as PageTextRow | undefined;
    return row ? fromRow(row) : null;
  }

  return {
    get,

    async forFiles(fileIds: number[]): Promise<Map<number, PageText>> {
      const found = new Map<number, PageText>();
      for (let start = 0; start < fileIds.length; start += IN_SLICE) {
        const rows = (await table().whereIn('file_id', fileIds.slice(start, start + IN_SLICE))) as PageTextRow[];
        for (const row of rows) found.set(Number(row.file_id), fromRow(row));
      }
      return found;
    },

    /** A change of what a search finds is a change of the manifests linking the search (the change stream). */
    async save(fileId: number, input: PageTextInput): Promise<void> {
      const before = searchable(await get(fileId));
      const row = {
        file_id: fileId,
        status: input.status,
        source: input.source,
        text: input.text,
        words: JSON.stringify(input.words),
        confidence: input.confidence,
        error: input.error,
        file_updated_at: input.fileUpdatedAt,
        updated_at: Date.now(),
      };
      await table().insert(row).onConflict('file_id').merge();
      if (searchable(input) !== before) await discoveryService(strapi, 'changes').pageTextChanged(fileId);
    },

    async remove(fileId: number): Promise<void> {
      await table().where('file_id', fileId).delete();
    },
  };
}

export type PageTextStore = ReturnType<typeof pageTextStore>;
