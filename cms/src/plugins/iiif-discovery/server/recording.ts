import type { ChangeType, IiifEntryKind } from '@folio/core';
import type { Core, UID } from '@strapi/strapi';
import { ENTRY_CONTENT_TYPE } from '../../../lib/content-types';
import { discoveryService } from './services/access';

/** The entries that have a IIIF manifest, and the path segment of their manifests. */
const MANIFEST_KINDS: Partial<Record<string, IiifEntryKind>> = Object.fromEntries(
  (['scans', 'archives'] as const).map((kind) => [ENTRY_CONTENT_TYPE[kind], kind]),
);

const CHANGING_ACTIONS = new Set(['publish', 'unpublish', 'delete']);

/** What a harvester is told: a manifest that appears is created, one still there updated, one gone deleted. */
export function changeOf(wasLive: boolean, isLive: boolean): ChangeType | null {
  if (isLive) return wasLive ? 'Update' : 'Create';
  return wasLive ? 'Delete' : null;
}

/**
 * Every publish, unpublish and delete of a scan or archive entry, as it happens. A create or update saved as
 * published reaches this as its own publish (folio-editor's publish step), and editing a draft changes no
 * manifest until it is published.
 */
export function recordManifestChanges(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const kind = MANIFEST_KINDS[context.uid];
    const documentId = (context.params as { documentId?: string } | undefined)?.documentId;
    if (!kind || !documentId || !CHANGING_ACTIONS.has(context.action)) return next();
    const live = async () =>
      (await strapi.db
        .query(context.uid as UID.ContentType)
        .count({ where: { documentId, publishedAt: { $notNull: true } } })) > 0;
    const wasLive = await live();
    const result = await next();
    const change = changeOf(wasLive, await live());
    if (change) await discoveryService(strapi, 'activities').record(kind, documentId, change);
    return result;
  });
}
