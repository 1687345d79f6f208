import { slugify } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { DEMO_ABOUT, DEMO_ARTICLES, DEMO_SITE } from './demo-articles';
import {
  DEMO_ARCHIVES,
  DEMO_SCANS,
  DESIGNERS,
  PRINTED_ENTRIES,
  SHARED_PAGES_ENTRY,
  type DemoEntry,
} from './demo-library';
import { ImageFactory, type GeneratedImage } from './images';
import { withSeedLock } from './lock';
import { printedPageText } from './page-text';
import { demoPage, layoutPage, type PageSpec } from './printing';
import { pageTextStore } from '../ocr/store';
import { CONTENT_TYPE, FOLIO_CONTENT_TYPES } from '../utils/content-types';
import { whileSeeding } from '../utils/seeding';

/** True when any content type holds a document, draft or published. */
export async function hasContent(strapi: Core.Strapi): Promise<boolean> {
  for (const uid of FOLIO_CONTENT_TYPES) {
    if ((await strapi.db.query(uid).count({})) > 0) return true;
  }
  return false;
}

/**
 * Seeds the demo library on a database with no content; never touches one that has some. Instances
 * starting together on one empty database take turns (withSeedLock): the first seeds, the others then
 * find content and leave it alone.
 */
export async function seedIfEmpty(strapi: Core.Strapi): Promise<boolean> {
  // The common case (content already there) needs no lock.
  if (await hasContent(strapi)) return false;
  return withSeedLock(strapi.db.connection, async () => {
    if (await hasContent(strapi)) return false;
    await seedDemoLibrary(strapi);
    return true;
  });
}

/** Deletes every document of Folio's content types and every uploaded file. */
export async function resetContent(strapi: Core.Strapi): Promise<void> {
  for (const uid of FOLIO_CONTENT_TYPES) {
    const docs = await strapi.documents(uid).findMany({ fields: ['documentId'] as never, limit: 10_000 } as never);
    for (const doc of docs as { documentId: string }[])
      await strapi.documents(uid).delete({ documentId: doc.documentId });
  }
  const uploadService = strapi.plugin('upload').service('upload');
  const files = await strapi.db.query('plugin::upload.file').findMany({});
  for (const file of files) await uploadService.remove(file);
}

export async function seedDemoLibrary(strapi: Core.Strapi): Promise<void> {
  return whileSeeding(() => seedLibrary(strapi));
}

async function seedLibrary(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  strapi.log.info('[seed] Seeding the demo library…');
  const images = new ImageFactory();
  const uploadService = strapi.plugin('upload').service('upload');
  const upload = async (image: GeneratedImage, alternativeText: string): Promise<number> => {
    const [file] = await uploadService.upload({
      data: { fileInfo: { name: image.name, alternativeText } },
      files: { filepath: image.filepath, originalFilename: image.name, mimetype: image.mimetype, size: image.size },
    });
    return file.id;
  };
  // A page's printed text is stored as its text, so the recogniser need not read it at the first start.
  const texts = pageTextStore(strapi);
  const uploadPage = async (spec: PageSpec, alternativeText: string): Promise<number> => {
    const id = await upload(await images.page(spec), alternativeText);
    await texts.save(id, printedPageText(layoutPage(spec)));
    return id;
  };

  // The generated images are already compact: skip the upload plugin's re-encoding of originals while
  // seeding (responsive formats are still made), then restore the editor's setting.
  const uploadSettings = await uploadService.getSettings();
  await uploadService.setSettings({ ...uploadSettings, sizeOptimization: false });
  try {
    // Entries share the pool's pages; the PRINTED_ENTRIES have a page 1 of their own (record 152).
    const pagePool: number[] = [];
    for (let page = 1; page <= SHARED_PAGES_ENTRY.pageCount; page += 1) {
      pagePool.push(await uploadPage(demoPage(SHARED_PAGES_ENTRY, 'scan', page), `Scanned page ${page}`));
    }

    const designerIds = new Map<string, string>();
    for (const name of DESIGNERS) {
      const doc = await strapi
        .documents(CONTENT_TYPE.designer)
        .create({ data: { name, slug: slugify(name) }, status: 'published' });
      designerIds.set(name, doc.documentId);
    }

    const createEntries = async (
      uid: typeof CONTENT_TYPE.scan | typeof CONTENT_TYPE.archiveEntry,
      entries: DemoEntry[],
      galleryField: 'pages' | 'images',
      seedOffset: number,
    ) => {
      for (const [index, entry] of entries.entries()) {
        const cover = await upload(
          await images.cover(entry.title, entry.designer, seedOffset + index, entry.coverFormat),
          `Cover of ${entry.title}`,
        );
        const pages = pagePool.slice(0, entry.pageCount);
        if (PRINTED_ENTRIES.includes(entry.title)) {
          const kind = galleryField === 'pages' ? 'scan' : 'archive';
          pages[0] = await uploadPage(demoPage(entry, kind, 1), `Page 1 of ${entry.title}`);
        }
        await strapi.documents(uid).create({
          data: {
            title: entry.title,
            slug: slugify(entry.title),
            yearPublished: entry.year,
            designer: designerIds.get(entry.designer),
            description: entry.description,
            collectionsFeatured: entry.collectionsFeatured,
            cover,
            [galleryField]: pages,
          } as never,
          status: 'published',
        });
      }
    };
    await createEntries(CONTENT_TYPE.scan, DEMO_SCANS, 'pages', 0);
    await createEntries(CONTENT_TYPE.archiveEntry, DEMO_ARCHIVES, 'images', 100);

    for (const [index, article] of DEMO_ARTICLES.entries()) {
      const cover = await upload(
        await images.cover(article.title, article.category, 200 + index, 'webp'),
        article.title,
      );
      const { alsoLinkDesigners = [], neverLinkDesigners = [], ...fields } = article;
      const designerDocs = (names: string[]) => names.map((name) => designerIds.get(name));
      await strapi.documents(CONTENT_TYPE.article).create({
        data: {
          ...fields,
          cover,
          blocks: article.blocks.map((text) => ({ text })),
          alsoLinkDesigners: designerDocs(alsoLinkDesigners),
          neverLinkDesigners: designerDocs(neverLinkDesigners),
        } as never,
        status: 'published',
      });
    }

    const shareImage = await upload(await images.cover('Folio', 'Fashion archive and magazine', 300, 'jpg'), 'Folio');
    await strapi
      .documents(CONTENT_TYPE.siteSetting)
      .create({ data: { ...DEMO_SITE, defaultShareImage: shareImage } as never, status: 'published' });
    await strapi.documents(CONTENT_TYPE.about).create({ data: DEMO_ABOUT as never, status: 'published' });
  } finally {
    images.dispose();
    await uploadService.setSettings(uploadSettings);
  }
  strapi.log.info(`[seed] Demo library ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
