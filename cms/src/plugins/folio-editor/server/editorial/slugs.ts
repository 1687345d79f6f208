import { slugError, slugify } from '@folio/core';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { COLLECTION_TYPES } from '../../../../lib/content-types';
import { fieldLabel } from './admin-layout';

/** Document actions that write the data they are given. */
const WRITING_ACTIONS = new Set(['create', 'update', 'clone']);

interface SlugSource {
  uid: string;
  /** The field the slug is made from: a title or a name. */
  target: string;
  /** What Strapi's uid field offers when that field is still empty ("article", "article-1"…). */
  placeholder: RegExp;
}

type Data = Record<string, unknown>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Folio's content types with a slug, and the field each one is made from. */
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

/** Another document of the type holding `slug`, in any version (draft or published). */
async function holderOf(strapi: Core.Strapi, source: SlugSource, slug: string, documentId?: string) {
  return (await strapi.db.query(source.uid as UID.Schema).findOne({
    select: ['documentId', source.target],
    where: { slug, ...(documentId ? { documentId: { $ne: documentId } } : {}) },
  })) as Data | null;
}

/** The title's slug, with "-2", "-3"… when another document of the type already has it. */
export async function freeSlug(strapi: Core.Strapi, source: SlugSource, base: string, documentId?: string) {
  let candidate = base;
  for (let n = 2; await holderOf(strapi, source, candidate, documentId); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * The slug a write should store, or undefined to leave the data as it is. A slug that is missing, empty
 * or Strapi's placeholder is made from the title by the spec's rule; so is a new one when the title
 * changes and the slug had been made from the old title (an editor's own slug is never replaced).
 * An editor's slug must follow the rule and be free.
 */
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

/**
 * Every save of a scan, archive entry, article or designer leaves it with a slug by the spec's rule:
 * Strapi's uid field prefills its own style, or its placeholder ("article") when the title is still
 * empty, and keeps it; this fills or replaces it from the title and refuses a slug outside the rule or
 * already taken, with a 400 the admin shows under the field.
 */
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

/**
 * Until now the site built addresses from titles and names and ignored the slugs. Once, on a database
 * from before, every scan, archive entry and designer takes the slug of its title or name by the
 * spec's rule, so each address stays what it was (articles were already addressed by their slug).
 */
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
