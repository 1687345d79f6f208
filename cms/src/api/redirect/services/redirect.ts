/** A record names the document, never the new path, so chains collapse and a page moved back reclaims its path. */
import { articlePath, collectionPath, entryPath, slugify } from '@folio/core';
import type { Core, UID } from '@strapi/strapi';
import { CONTENT_TYPE, REDIRECT_TYPE } from '../../../lib/content-types';
import { UNATTRIBUTED } from '../../catalog/services/catalog-shapes';

export const ADDRESSED_TYPES: readonly string[] = [
  CONTENT_TYPE.scan,
  CONTENT_TYPE.archiveEntry,
  CONTENT_TYPE.article,
  CONTENT_TYPE.designer,
];

type EntryKind = 'scans' | 'archives';
const ENTRY_KINDS: Record<string, EntryKind> = {
  [CONTENT_TYPE.scan]: 'scans',
  [CONTENT_TYPE.archiveEntry]: 'archives',
};

export interface LivePath {
  path: string;
  type: string;
  documentId: string;
}

interface SluggedDoc {
  documentId: string;
  slug: string;
  designer?: { slug?: string | null } | null;
}

/** A designer has one page per kind: its target is told apart by the path's first segment. */
const targetKey = (type: string, documentId: string, path: string) => `${type}|${documentId}|${path.split('/')[1]}`;

function entryLivePath(type: string, doc: SluggedDoc): LivePath {
  const designerSlug = doc.designer?.slug || slugify(UNATTRIBUTED);
  return { path: entryPath(ENTRY_KINDS[type], designerSlug, doc.slug), type, documentId: doc.documentId };
}

const designerLivePaths = (doc: SluggedDoc): LivePath[] =>
  (['scans', 'archives'] as const).map((kind) => ({
    path: collectionPath(kind, doc.slug),
    type: CONTENT_TYPE.designer,
    documentId: doc.documentId,
  }));

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const published = (type: string, filters?: object) =>
    strapi.documents(type as UID.ContentType).findMany({
      status: 'published',
      fields: ['slug'],
      ...(ENTRY_KINDS[type] ? { populate: { designer: { fields: ['slug'] } } } : {}),
      ...(filters ? { filters } : {}),
    } as never) as unknown as Promise<SluggedDoc[]>;

  const livePathsOfDocs = (type: string, docs: SluggedDoc[]): LivePath[] =>
    docs.flatMap((doc) => {
      if (!doc.slug) return [];
      if (ENTRY_KINDS[type]) return [entryLivePath(type, doc)];
      if (type === CONTENT_TYPE.article) return [{ path: articlePath(doc.slug), type, documentId: doc.documentId }];
      return designerLivePaths(doc);
    });

  const allLivePaths = async (): Promise<LivePath[]> =>
    (await Promise.all(ADDRESSED_TYPES.map(async (type) => livePathsOfDocs(type, await published(type))))).flat();

  return {
    /** A designer's publish also moves their collection pages and every published entry of theirs. */
    async livePaths(type: string, documentId: string): Promise<LivePath[]> {
      const own = livePathsOfDocs(type, await published(type, { documentId }));
      if (type !== CONTENT_TYPE.designer) return own;
      const entries = await Promise.all(
        Object.keys(ENTRY_KINDS).map(async (entryType) =>
          livePathsOfDocs(entryType, await published(entryType, { designer: { documentId } })),
        ),
      );
      return [...own, ...entries.flat()];
    },

    /** A path live again (the same page back, or a new page taking it) loses its record. */
    async recordMoves(before: LivePath[], after: LivePath[]): Promise<number> {
      const now = new Map(after.map((live) => [targetKey(live.type, live.documentId, live.path), live.path]));
      const moved = before.filter((live) => {
        const current = now.get(targetKey(live.type, live.documentId, live.path));
        return current !== undefined && current !== live.path;
      });
      const records = strapi.db.query(REDIRECT_TYPE as UID.Schema);
      for (const { path, type, documentId } of moved) {
        const data = { fromPath: path, targetType: type, targetDocumentId: documentId };
        const existing = await records.findOne({ where: { fromPath: path }, select: ['id'] });
        if (existing) await records.update({ where: { id: existing.id }, data });
        else await records.create({ data });
      }
      const reclaimed = after.map((live) => live.path);
      if (reclaimed.length) await records.deleteMany({ where: { fromPath: { $in: reclaimed } } });
      return moved.length;
    },

    /** The former addresses that lead to these documents. */
    async fromPathsOf(type: string, documentIds: string[]): Promise<string[]> {
      const rows = (await strapi.db.query(REDIRECT_TYPE as UID.Schema).findMany({
        select: ['fromPath'],
        where: { targetType: type, targetDocumentId: { $in: documentIds } },
        orderBy: { fromPath: 'asc' },
      })) as { fromPath: string }[];
      return rows.map((row) => row.fromPath);
    },

    /** A deleted document's former addresses lead nowhere: they go with it. */
    async forget(type: string, documentIds: string[]): Promise<void> {
      await strapi.db
        .query(REDIRECT_TYPE as UID.Schema)
        .deleteMany({ where: { targetType: type, targetDocumentId: { $in: documentIds } } });
    },

    async currentTargets(): Promise<Record<string, string>> {
      const [rows, live] = await Promise.all([
        strapi.db.query(REDIRECT_TYPE as UID.Schema).findMany({
          select: ['fromPath', 'targetType', 'targetDocumentId'],
          orderBy: { fromPath: 'asc' },
        }) as Promise<{ fromPath: string; targetType: string; targetDocumentId: string }[]>,
        allLivePaths(),
      ]);
      const current = new Map(live.map((entry) => [targetKey(entry.type, entry.documentId, entry.path), entry.path]));
      const livePaths = new Set(live.map((entry) => entry.path));
      const targets: Record<string, string> = {};
      for (const row of rows) {
        const to = current.get(targetKey(row.targetType, row.targetDocumentId, row.fromPath));
        if (to && to !== row.fromPath && !livePaths.has(row.fromPath)) targets[row.fromPath] = to;
      }
      return targets;
    },
  };
};
