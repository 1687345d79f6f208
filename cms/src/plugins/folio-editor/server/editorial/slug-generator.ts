import { slugify } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { freeSlug, slugSources } from './slugs';

interface GenerateArgs {
  contentTypeUID: string;
  field: string;
  data: Record<string, unknown>;
  locale?: string | null;
}

interface UidService {
  generateUIDField(args: GenerateArgs): Promise<string>;
}

interface ContentManagerServices {
  services: Record<string, (deps: { strapi: Core.Strapi }) => unknown>;
}

/**
 * The admin's slug field asks the Content Manager for a slug as the title is typed and on "Regenerate";
 * for Folio's types it gets the spec's rule (accents, commas and parentheses kept) instead of Strapi's
 * own style. With no title yet it still gets Strapi's placeholder, which the check at save replaces.
 */
export function withSpecSlugs<T extends ContentManagerServices>(plugin: T): T {
  const createUidService = plugin.services.uid;
  plugin.services.uid = (deps) => {
    const service = createUidService(deps) as UidService;
    const generate = service.generateUIDField.bind(service);
    service.generateUIDField = async (args) => {
      const source = slugSources(deps.strapi).get(args.contentTypeUID);
      const title = source && args.field === 'slug' ? args.data?.[source.target] : undefined;
      if (!source || typeof title !== 'string' || !title.trim()) return generate(args);
      const documentId = typeof args.data.documentId === 'string' ? args.data.documentId : undefined;
      return freeSlug(deps.strapi, source, slugify(title), documentId);
    };
    return service;
  };
  return plugin;
}
