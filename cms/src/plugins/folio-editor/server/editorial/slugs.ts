import { slugError, slugify } from '@folio/core';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { COLLECTION_TYPES } from '../../../../lib/content-types';
import { fieldLabel } from './admin-layout';

const WRITING_ACTIONS = new Set(['create', 'update', 'clone']);

interface SlugSource {
  uid: string;
  target: string;
  /** What Strapi's uid field offers while the target is empty ("article", "article-1"…). */
  placeholder: RegExp;
}

type Data = Record<string, unknown>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function slugSources(strapi: Core.Strapi): Map<string, SlugSource> {
  const sources = new Map<string, SlugSource>();
  for (const uid of COLLECTION_TYPES) {
    const model = strapi.getModel(uid as UID.Schema) as {
      modelName: string;
      attributes: Record<string, { type: string; targetField?: string }>;
    };
    const slug = model.attributes.slug;
    if (slug?.type !== 'uid' || !slug.targetField) continue;
    const placeholder = new RegExp(`^${escapeRegExp(model.modelName)}(-\\d+)?$`);
    sources.set(uid, { uid, target: slug.targetField, placeholder });
  }
  return sources;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

async function holderOf(strapi: Core.Strapi, source: SlugSource, slug: string, documentId?: string) {
  return (await strapi.db.query(source.uid as UID.Schema).findOne({
    select: ['documentId', source.target],
    where: { slug, ...(documentId ? { documentId: { $ne: documentId } } : {}) },
  })) as Data | null;
}

export async function freeSlug(strapi: Core.Strapi, source: SlugSource, base: string, documentId?: string) {
  let candidate = base;
  for (let n = 2; await holderOf(strapi, source, candidate, documentId); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

/** An editor's own slug is never replaced, only one made from the old title. */
async function slugToStore(
  strapi: Core.Strapi,
  source: SlugSource,
  data: Data,
  stored: Data | null,
  documentId: string | undefined,
): Promise<string | undefined> {
  const title = text(source.target in data ? data[source.target] : stored?.[source.target]);
  const storedTitle = text(stored?.[source.target]);
  const storedSlug = text(stored?.slug);
  const given = 'slug' in data ? data.slug : undefined;
  const fromTitle = async () => (title ? freeSlug(strapi, source, slugify(title), documentId) : undefined);

  const keepsStoredSlug = given === undefined || given === storedSlug;
  if (stored && keepsStoredSlug && storedSlug) {
    const madeFromOldTitle = storedTitle !== '' && storedSlug === slugify(storedTitle);
    if (title && title !== storedTitle && madeFromOldTitle) return fromTitle();
    if (!source.placeholder.test(storedSlug) || slugify(title) === storedSlug) return undefined;
    return fromTitle();
  }
  if (given === undefined || given === null || text(given) === '') return fromTitle();
  if (typeof given === 'string' && source.placeholder.test(given) && title && slugify(title) !== given)
    return fromTitle();

  const label = fieldLabel(source.uid, 'slug');
  const problem = slugError(label, given);
  if (problem)
    throw new errors.ValidationError(problem, {
      errors: [{ path: ['slug'], message: problem, name: 'ValidationError' }],
    });
  const holder = await holderOf(strapi, source, given as string, documentId);
  if (holder) {
    const message = `${label} "${String(given)}" is already used by "${text(holder[source.target])}"; choose another.`;
    throw new errors.ValidationError(message, { errors: [{ path: ['slug'], message, name: 'ValidationError' }] });
  }
  return undefined;
}

/** Strapi's uid field prefills its own style, or a placeholder while the title is empty, and keeps it. */
export function slugsAtSave(strapi: Core.Strapi): void {
  let sources: Map<string, SlugSource> | null = null;
  strapi.documents.use(async (context, next) => {
    sources ??= slugSources(strapi);
    const source = sources.get(context.uid);
    const params = context.params as { documentId?: string; data?: unknown; locale?: string } | undefined;
    if (!source || !params || !WRITING_ACTIONS.has(context.action) || !isRecord(params.data)) return next();
    const documentId = context.action === 'update' ? params.documentId : undefined;
    const stored = documentId
      ? ((await strapi.documents(source.uid as UID.ContentType).findOne({
          documentId,
          locale: params.locale,
          fields: [source.target, 'slug'],
        } as never)) as Data | null)
      : null;
    const slug = await slugToStore(strapi, source, params.data, stored, documentId);
    if (slug !== undefined) params.data = { ...params.data, slug };
    return next();
  });
}

/** Addresses were once built from titles, so older documents take their title's slug and keep their address. */
export async function slugsFromTitlesOnce(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'folio' });
  const KEY = 'slugs-from-titles';
  if (await store.get({ key: KEY })) return;
  for (const source of slugSources(strapi).values()) {
    if (source.uid === 'api::article.article') continue;
    const rows = (await strapi.db.query(source.uid as UID.Schema).findMany({
      select: ['id', 'documentId', 'slug', source.target],
      orderBy: { id: 'asc' },
    })) as Data[];
    const owner = new Map<string, string>();
    for (const row of rows) {
      const base = slugify(text(row[source.target]));
      let slug = base;
      for (let n = 2; owner.has(slug) && owner.get(slug) !== row.documentId; n += 1) slug = `${base}-${n}`;
      owner.set(slug, row.documentId as string);
      if (slug !== row.slug)
        await strapi.db.query(source.uid as UID.Schema).update({ where: { id: row.id }, data: { slug } });
    }
  }
  await store.set({ key: KEY, value: true });
}

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
