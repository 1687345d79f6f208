/** Pages are numbered as the reader and the downloads number them (docs/decisions/170-search-inside-apis.md). */
import {
  findInPage,
  libraryPageWords,
  matchingBoxes,
  normaliseSearchText,
  pageSnippet,
  PageTextLibraryIndex,
  pageTextTerms,
  textMatches,
  type PageBox,
  type PageTextKind,
  type PageTextTerm,
} from '@folio/core';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { PAGE_TEXTS_TABLE, pageTextStore } from '../store';
import { CONTENT_TYPE } from '../../../../lib/content-types';

const SOURCES = {
  scans: { uid: CONTENT_TYPE.scan, media: 'pages' },
  archives: { uid: CONTENT_TYPE.archiveEntry, media: 'images' },
} as const;

const VERSION_CHECK_MS = 1_000;
/** A batch of recognitions must not keep the CMS rebuilding: at most one rebuild per ten builds' duration. */
const REBUILD_SPACING = 10;
/** IN lists are sent in slices: SQLite refuses more than 32,766 bound values in one statement. */
const IN_SLICE = 500;

export interface EntryHit {
  page: number;
  snippet: string;
  boxes: PageBox[];
}

export interface LibraryHit {
  kind: PageTextKind;
  documentId: string;
  page: number;
  snippet: string;
  boxes: PageBox[];
  /** How many of the entry's pages match; the answer lists at most the pages asked for per entry. */
  pagesFound: number;
}

interface TextRow {
  file_id: number | string;
  status: string;
  text: string;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection as Knex;
  const table = () => {
    const schema = strapi.db.getSchemaName();
    return schema ? knex()(PAGE_TEXTS_TABLE).withSchema(schema) : knex()(PAGE_TEXTS_TABLE);
  };

  async function publishedPages(kind: PageTextKind, documentId: string): Promise<number[] | null> {
    const { uid, media } = SOURCES[kind];
    const entry = (await strapi.documents(uid).findOne({
      documentId,
      status: 'published',
      fields: ['title'],
      populate: { [media]: { fields: ['id'] } },
    } as never)) as Record<string, unknown> | null;
    if (!entry) return null;
    return ((entry[media] as { id: number }[] | null) ?? []).map((file) => file.id);
  }

  async function texts(fileIds: number[], onlyDone = false): Promise<Map<number, TextRow>> {
    const found = new Map<number, TextRow>();
    const unique = [...new Set(fileIds)];
    for (let start = 0; start < unique.length; start += IN_SLICE) {
      const query = table()
        .select('file_id', 'status', 'text')
        .whereIn('file_id', unique.slice(start, start + IN_SLICE));
      const rows = (await (onlyDone ? query.where('status', 'done') : query)) as TextRow[];
      for (const row of rows) found.set(Number(row.file_id), row);
    }
    return found;
  }

  // Queries use the previous index while a rebuild runs.
  let library: { version: string; index: PageTextLibraryIndex } | null = null;
  let building: { version: string; index: Promise<PageTextLibraryIndex> } | null = null;
  let checkedAt = 0;
  let checking: Promise<string> | null = null;
  let lastBuild = { startedAt: 0, ms: 0 };

  /** Changes with any published entry (the catalog's version) and any page text saved or removed. */
  async function currentVersion(): Promise<string> {
    const [catalog, row] = await Promise.all([
      strapi.service('api::catalog.catalog').version() as Promise<string>,
      table().max({ latest: 'updated_at' }).count({ rows: '*' }).first() as Promise<{ latest: unknown; rows: unknown }>,
    ]);
    return `${catalog}|${String(row?.latest ?? 0)}|${String(row?.rows ?? 0)}`;
  }

  async function buildLibrary(): Promise<PageTextLibraryIndex> {
    const startedAt = Date.now();
    const entries = [];
    for (const kind of ['scans', 'archives'] as const) {
      const { uid, media } = SOURCES[kind];
      const docs = (await strapi.documents(uid).findMany({
        status: 'published',
        fields: ['title'],
        populate: { [media]: { fields: ['id'] } },
      } as never)) as unknown as Record<string, unknown>[];
      for (const doc of docs) {
        entries.push({
          kind,
          documentId: doc.documentId as string,
          title: doc.title as string,
          files: ((doc[media] as { id: number }[] | null) ?? []).map((file) => file.id),
        });
      }
    }
    const rows = (await table().select('file_id', 'text').where('status', 'done')) as TextRow[];
    const index = await PageTextLibraryIndex.build(
      entries,
      rows.map((row) => ({ fileId: Number(row.file_id), text: row.text })),
    );
    lastBuild = { startedAt, ms: Date.now() - startedAt };
    return index;
  }

  function rebuild(version: string): void {
    if (building?.version === version) return;
    if (building || (library && Date.now() - lastBuild.startedAt < REBUILD_SPACING * lastBuild.ms)) return;
    const started = { version, index: buildLibrary() };
    building = started;
    started.index.then(
      (index) => {
        library = { version, index };
      },
      (error: Error) => strapi.log.error(`[page-texts] library index not built: ${error.message}`),
    );
    started.index.finally(() => building === started && (building = null)).catch(() => undefined);
  }

  function check(): Promise<string> {
    checking ??= currentVersion()
      .then((version) => {
        checkedAt = Date.now();
        if (library?.version !== version) rebuild(version);
        return version;
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  }

  async function libraryIndex(): Promise<PageTextLibraryIndex> {
    if (library) {
      if (Date.now() - checkedAt >= VERSION_CHECK_MS) {
        check().catch((error: Error) => strapi.log.warn(`[page-texts] version check failed: ${error.message}`));
      }
      return library.index;
    }
    // The first search waits for the first index.
    await check();
    if (library) return (library as { index: PageTextLibraryIndex }).index;
    if (!building) throw new Error('The library index could not be built');
    return (building as { index: Promise<PageTextLibraryIndex> }).index;
  }

  return {
    async searchEntry(kind: PageTextKind, documentId: string, words: string[]): Promise<EntryHit[] | null> {
      const files = await publishedPages(kind, documentId);
      if (!files) return null;
      if (words.length === 0) return [];
      const rows = await texts(files, true);
      // Words and boxes are read only for the pages whose text matches.
      const matching = new Set(
        files.filter((file) => {
          const row = rows.get(file);
          return row !== undefined && textMatches(words, normaliseSearchText(row.text));
        }),
      );
      const stored = await pageTextStore(strapi).forFiles([...matching]);
      const hits: EntryHit[] = [];
      files.forEach((file, index) => {
        const page = matching.has(file) ? stored.get(file) : undefined;
        if (!page || page.status !== 'done') return;
        const found = findInPage(words, page);
        if (found) hits.push({ page: index + 1, ...found });
      });
      return hits;
    },

    /** The words of the entry's read pages that begin with the prefix, for a viewer's autocomplete. */
    async terms(kind: PageTextKind, documentId: string, prefix: string, limit: number): Promise<PageTextTerm[] | null> {
      const files = await publishedPages(kind, documentId);
      if (!files) return null;
      const rows = await texts(files, true);
      return pageTextTerms(
        [...rows.values()].map((row) => row.text),
        prefix,
        limit,
      );
    },

    async page(kind: PageTextKind, documentId: string, page: number) {
      const files = await publishedPages(kind, documentId);
      const file = files?.[page - 1];
      if (file === undefined) return null;
      const row = (await texts([file])).get(file);
      const status = row ? (row.status === 'done' ? 'done' : 'failed') : 'none';
      return { page, status, text: status === 'done' ? (row?.text ?? '') : '' } as const;
    },

    async library(words: string[], limit: number, pagesPerEntry = 1): Promise<LibraryHit[]> {
      if (words.length === 0) return [];
      const { hits: indexed } = (await libraryIndex()).search(words, limit, pagesPerEntry);
      // The index may be older than an unpublish: only entries published now are answered.
      const live = new Set<string>();
      for (const kind of Object.keys(SOURCES) as PageTextKind[]) {
        const ids = [...new Set(indexed.filter((hit) => hit.kind === kind).map((hit) => hit.documentId))];
        if (ids.length === 0) continue;
        const published = (await strapi.documents(SOURCES[kind].uid).findMany({
          status: 'published',
          filters: { documentId: { $in: ids } },
          fields: ['documentId'],
        } as never)) as unknown as { documentId: string }[];
        for (const entry of published) live.add(`${kind}:${entry.documentId}`);
      }
      const hits = indexed.filter((hit) => live.has(`${hit.kind}:${hit.documentId}`));
      const stored = await pageTextStore(strapi).forFiles([
        ...new Set(hits.flatMap((hit) => hit.pages.map((page) => page.fileId))),
      ]);
      const looked = libraryPageWords(words);
      return hits.flatMap(({ kind, documentId, pages, pagesFound }) =>
        pages.flatMap(({ page, fileId }) => {
          const text = stored.get(fileId);
          const snippet = text?.status === 'done' ? pageSnippet(looked, text.text) : null;
          // A text changed since the index was built may no longer match: that hit is left out.
          if (snippet === null || !text) return [];
          return [{ kind, documentId, page, snippet, boxes: matchingBoxes(looked, text.words), pagesFound }];
        }),
      );
    },
  };
};
