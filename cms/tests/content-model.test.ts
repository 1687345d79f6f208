/**
 * Pins the content model editors and the site rely on (read from the booted Strapi's registry, not the
 * schema files), and checks that scan pages keep the order an editor gives them.
 */
import request from 'supertest';
import type { Scan } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { startStrapi, stopStrapi } from './support/strapi';

let strapi: Core.Strapi;

beforeAll(async () => {
  strapi = await startStrapi();
});
afterAll(() => stopStrapi(strapi));

type Attribute = Record<string, unknown> & { type: string };
const contentType = (uid: string) =>
  strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as unknown as {
    kind: string;
    options?: { draftAndPublish?: boolean };
    attributes: Record<string, Attribute>;
  };

describe('content model', () => {
  it.each([
    ['api::scan.scan', 'title'],
    ['api::archive-entry.archive-entry', 'title'],
    ['api::article.article', 'title'],
    ['api::designer.designer', 'name'],
  ])('%s has a required uid slug generated from %s', (uid, target) => {
    expect(contentType(uid).attributes.slug).toEqual(
      expect.objectContaining({ type: 'uid', targetField: target, required: true }),
    );
  });

  it.each([
    ['api::scan.scan', 'collectionType'],
    ['api::archive-entry.archive-entry', 'collectionType'],
    ['api::article.article', 'collectionType'],
    ['api::designer.designer', 'collectionType'],
    ['api::about.about', 'singleType'],
    ['api::site-setting.site-setting', 'singleType'],
  ])('%s is a %s with draft & publish', (uid, kind) => {
    expect(contentType(uid).kind).toBe(kind);
    expect(contentType(uid).options?.draftAndPublish).toBe(true);
  });

  it('offers exactly the four article categories', () => {
    const { category } = contentType('api::article.article').attributes;
    expect(category.type).toBe('enumeration');
    expect(category.enum).toEqual(['Interview', 'Spotlight', 'Deep Dive', 'Exclusive']);
    expect(category.required).toBe(true);
  });

  it.each([
    ['api::scan.scan', 'pages'],
    ['api::archive-entry.archive-entry', 'images'],
  ])('%s keeps its %s as an ordered list of several images', (uid, field) => {
    expect(contentType(uid).attributes[field]).toEqual(
      expect.objectContaining({ type: 'media', multiple: true, allowedTypes: ['images'] }),
    );
  });

  it('relates scans and archive entries to one designer or brand', () => {
    for (const uid of ['api::scan.scan', 'api::archive-entry.archive-entry']) {
      expect(contentType(uid).attributes.designer).toEqual(
        expect.objectContaining({ type: 'relation', relation: 'manyToOne', target: 'api::designer.designer' }),
      );
    }
  });
});

describe('scan pages', () => {
  it('come back through the catalog in the order an editor sets', async () => {
    const documents = strapi.documents('api::scan.scan');
    const scans = (await documents.findMany({
      status: 'published',
      populate: { pages: { fields: ['id', 'url'] } },
    } as never)) as unknown as { documentId: string; pages: { id: number; url: string }[] }[];
    const scan = scans.find((entry) => entry.pages.length >= 3)!;
    const original = scan.pages;
    // Reversed, then the first two swapped: not a mere reversal a sort by id could fake.
    const reordered = [...original].reverse();
    [reordered[0], reordered[1]] = [reordered[1], reordered[0]];

    const catalogPages = async () => {
      const list: Scan[] = (await request(strapi.server.httpServer).get('/api/catalog/scans').expect(200)).body;
      // The catalog's URLs carry each file's version; the stored URL is the path before it.
      return list.find((entry) => entry.documentId === scan.documentId)!.pages.map((page) => page.url.split('?')[0]);
    };
    expect(await catalogPages()).toEqual(original.map((page) => page.url));

    try {
      await documents.update({ documentId: scan.documentId, data: { pages: reordered.map((p) => p.id) } as never });
      await documents.publish({ documentId: scan.documentId });
      expect(await catalogPages()).toEqual(reordered.map((page) => page.url));
    } finally {
      await documents.update({ documentId: scan.documentId, data: { pages: original.map((p) => p.id) } as never });
      await documents.publish({ documentId: scan.documentId });
    }
    expect(await catalogPages()).toEqual(original.map((page) => page.url));
  });
});
