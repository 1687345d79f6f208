/** Updates for what alters manifests without a publish of their entries (docs/decisions/198-iiif-change-discovery.md). */
import { entryManifest, type IiifEntryKind } from '@folio/core';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { POPULATE, toArchives, toScans, toSite, withDeepZoom } from '../../../../api/catalog/services/catalog-shapes';
import { CONTENT_TYPE, ENTRY_CONTENT_TYPE } from '../../../../lib/content-types';
import { isSeeding } from '../../../../seed/seeding';
import { discoveryService } from './access';

const KINDS: readonly IiifEntryKind[] = ['scans', 'archives'];
const MEDIA = { scans: 'pages', archives: 'images' } as const;
// The manifests built here are only compared with each other, so any site address serves.
const COMPARED_SITE = 'https://folio.invalid';

type Filters = Record<string, unknown>;
type EntryIds = Record<IiifEntryKind, string[]>;
// A save as published that runs a publish of its own: the outer change compares before and after both.
const comparing = new AsyncLocalStorage<true>();

type Manifests = Map<string, { kind: IiifEntryKind; documentId: string; manifest: string }>;

/** A made pyramid as the catalog names it: its upload's hash and its image service's id. */
export interface ImageService {
  hash: string;
  imageId: string;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = (kind: IiifEntryKind) => strapi.documents(ENTRY_CONTENT_TYPE[kind]);
  const isEmpty = (ids: EntryIds) => KINDS.every((kind) => ids[kind].length === 0);

  async function idsOf(kind: IiifEntryKind, status: 'draft' | 'published', filters: Filters): Promise<string[]> {
    const docs = (await documents(kind).findMany({ status, filters, fields: ['documentId'] } as never)) as {
      documentId: string;
    }[];
    return docs.map((doc) => doc.documentId);
  }

  /** Drafts' links too: a publish may give published entries the links their drafts have. */
  async function entriesOf(filters: Filters): Promise<EntryIds> {
    const ids = {} as EntryIds;
    for (const kind of KINDS) {
      ids[kind] = [
        ...new Set([...(await idsOf(kind, 'draft', filters)), ...(await idsOf(kind, 'published', filters))]),
      ];
    }
    return ids;
  }

  /** The live entries showing the upload as a page or an image: a cover's thumbnail has no service or text. */
  async function liveEntriesShowing(fileId: number): Promise<EntryIds> {
    const ids = {} as EntryIds;
    for (const kind of KINDS) ids[kind] = await idsOf(kind, 'published', { [MEDIA[kind]]: { id: fileId } });
    return ids;
  }

  /** The live entries' manifests as the site builds them, from the catalog's shapes; `null` ids for all. */
  async function manifestsOf(ids: EntryIds | null, tiled: ReadonlyMap<string, string> = new Map()): Promise<Manifests> {
    const site = await strapi.documents(CONTENT_TYPE.siteSetting).findFirst({ status: 'published' });
    const { settings } = toSite(site as never, null);
    const built: Manifests = new Map();
    for (const kind of KINDS) {
      if (ids && ids[kind].length === 0) continue;
      const docs = withDeepZoom(
        await documents(kind).findMany({
          status: 'published',
          populate: POPULATE[kind],
          ...(ids ? { filters: { documentId: { $in: ids[kind] } } } : {}),
        } as never),
        tiled,
      );
      const entries = kind === 'scans' ? toScans(docs as never) : toArchives(docs as never);
      for (const entry of entries) {
        const manifest = JSON.stringify(entryManifest(kind, entry, { siteUrl: COMPARED_SITE, settings }));
        built.set(`${kind} ${entry.documentId}`, { kind, documentId: entry.documentId, manifest });
      }
    }
    return built;
  }

  const update = (kind: IiifEntryKind, documentId: string) =>
    discoveryService(strapi, 'activities').record(kind, documentId, 'Update');

  async function recordChanged(before: Manifests, after: Manifests): Promise<void> {
    for (const [key, { kind, documentId, manifest }] of after) {
      const was = before.get(key);
      if (was && was.manifest !== manifest) await update(kind, documentId);
    }
  }

  return {
    /**
     * Runs a publish, unpublish or delete of what feeds the manifests of the entries `filters` picks (all
     * entries without), and records an Update of each live one whose manifest it changed. The seed's first
     * library is told by its Creates.
     */
    async around<Result>(filters: Filters | null, change: () => Result): Promise<Awaited<Result>> {
      if (isSeeding() || comparing.getStore()) return await change();
      const ids = filters ? await entriesOf(filters) : null;
      if (ids && isEmpty(ids)) return await change();
      const before = await manifestsOf(ids);
      const result = await comparing.run(true, change);
      await recordChanged(before, await manifestsOf(ids));
      return result;
    },

    /** A pyramid made for an upload: its image service is named on the canvases that paint it. */
    async imageServiceChanged(fileId: number, before: ImageService | null, after: ImageService | null): Promise<void> {
      const ids = await liveEntriesShowing(fileId);
      if (isEmpty(ids)) return;
      const tiled = (service: ImageService | null) => new Map(service ? [[service.hash, service.imageId]] : []);
      await recordChanged(await manifestsOf(ids, tiled(before)), await manifestsOf(ids, tiled(after)));
    },

    /** A page's searchable text changed: the manifest's search services answer differently. */
    async pageTextChanged(fileId: number): Promise<void> {
      if (isSeeding()) return;
      const ids = await liveEntriesShowing(fileId);
      for (const kind of KINDS) for (const documentId of ids[kind]) await update(kind, documentId);
    },
  };
};
