import type { ChangeType, IiifEntryKind } from '@folio/core';
import type { Core, UID } from '@strapi/strapi';
import { CONTENT_TYPE, ENTRY_CONTENT_TYPE } from '../../../lib/content-types';
import { discoveryService } from './services/access';

/** The entries that have a IIIF manifest, and the path segment of their manifests. */
const MANIFEST_KINDS: Partial<Record<string, IiifEntryKind>> = Object.fromEntries(
  (['scans', 'archives'] as const).map((kind) => [ENTRY_CONTENT_TYPE[kind], kind]),
);

const CHANGING_ACTIONS = new Set(['publish', 'unpublish', 'delete']);

/** What else feeds manifests, and the entries whose manifests it feeds (null: every entry). */
const FEEDS: Partial<Record<string, (documentId: string | undefined) => Record<string, unknown> | null | undefined>> = {
  [CONTENT_TYPE.designer]: (documentId) => (documentId ? { designer: { documentId } } : undefined),
  [CONTENT_TYPE.siteSetting]: () => null,
};

interface ActionParams {
  documentId?: string;
  status?: string;
}

/** A save as published publishes unseen by middlewares; folio-editor makes that a publish step for designers only. */
const changesLive = (action: string, params: ActionParams | undefined) =>
  CHANGING_ACTIONS.has(action) || ((action === 'create' || action === 'update') && params?.status === 'published');

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

/**
 * A designer's publish, unpublish or delete (their name and slug are in their entries' manifests) and the
 * site settings' (name, rights and attribution): an Update of each live entry whose manifest changed. A draft
 * save changes no published data, so no manifest.
 */
export function recordFedManifestChanges(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const params = context.params as ActionParams | undefined;
    const scope = FEEDS[context.uid]?.(params?.documentId);
    if (scope === undefined || !changesLive(context.action, params)) return next();
    return discoveryService(strapi, 'changes').around(scope, next);
  });
}
