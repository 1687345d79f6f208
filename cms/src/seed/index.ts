import os from 'node:os';
import { slugify } from '@folio/core';
import pLimit from 'p-limit';
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
import { ImageFactory, type CoverFormat, type GeneratedImage } from './images';
import { withSeedLock } from './lock';
import { printedPageText } from './page-text';
import { demoPage, layoutPage, type PageSpec } from './printing';
import { pageTextStore } from '../plugins/ocr/server/store';
import { CONTENT_TYPE, FOLIO_CONTENT_TYPES } from '../lib/content-types';
import { whileSeeding } from './seeding';

export async function hasContent(strapi: Core.Strapi): Promise<boolean> {
  for (const uid of FOLIO_CONTENT_TYPES) {
    if ((await strapi.db.query(uid).count({})) > 0) return true;
  }
  return false;
}

export async function seedIfEmpty(strapi: Core.Strapi): Promise<boolean> {
  // The common case (content already there) needs no lock.
  if (await hasContent(strapi)) return false;
  return withSeedLock(strapi.db.connection, async () => {
    if (await hasContent(strapi)) return false;
    await seedDemoLibrary(strapi);
    return true;
  });
}

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
  // Images are painted and uploaded ahead, on every core, while the entries are made one by one.
  const startedAhead: Promise<unknown>[] = [];
  const ahead = <T>(promise: Promise<T>): Promise<T> => {
    promise.catch(() => undefined);
    startedAhead.push(promise);
    return promise;
  };
  const uploads = pLimit(os.availableParallelism() + 1);
  // Once the seed has failed, nothing more is uploaded: no file is left that no entry shows.
  let failed = false;
  const uploadAhead = (image: Promise<GeneratedImage>, alternativeText: string, spec?: PageSpec) =>
    ahead(
      uploads(async () => {
        if (failed) throw new Error('the seed stopped');
        try {
          const id = await upload(await image, alternativeText);
          if (spec) await texts.save(id, printedPageText(layoutPage(spec)));
          return id;
        } catch (error) {
          failed = true;
          throw error;
        }
      }),
    );
  const pageAhead = (spec: PageSpec, alternativeText: string) =>
    uploadAhead(ahead(images.page(spec)), alternativeText, spec);
  const coverAhead = (title: string, subtitle: string, seed: number, format: CoverFormat, alternativeText: string) =>
    uploadAhead(ahead(images.cover(title, subtitle, seed, format)), alternativeText);

  let uploadSettings: Record<string, unknown> | undefined;
  try {
    // The generated images are already compact, so the re-encoding of originals is skipped while seeding.
    uploadSettings = await uploadService.getSettings();
    await uploadService.setSettings({ ...uploadSettings, sizeOptimization: false });
    // Entries share the pool's pages; the PRINTED_ENTRIES have a page 1 of their own (record 152).
    const pagePool = Array.from({ length: SHARED_PAGES_ENTRY.pageCount }, (_, index) =>
      pageAhead(demoPage(SHARED_PAGES_ENTRY, 'scan', index + 1), `Scanned page ${index + 1}`),
    );
    const entryImages = (entries: DemoEntry[], kind: 'scan' | 'archive', seedOffset: number) =>
      entries.map((entry, index) => ({
        entry,
        cover: coverAhead(
          entry.title,
          entry.designer,
          seedOffset + index,
          entry.coverFormat,
          `Cover of ${entry.title}`,
        ),
        printed: PRINTED_ENTRIES.includes(entry.title)
          ? pageAhead(demoPage(entry, kind, 1), `Page 1 of ${entry.title}`)
          : null,
      }));
    const scans = entryImages(DEMO_SCANS, 'scan', 0);
    const archives = entryImages(DEMO_ARCHIVES, 'archive', 100);
    const articleCovers = DEMO_ARTICLES.map((article, index) =>
      coverAhead(article.title, article.category, 200 + index, 'webp', article.title),
    );
    const shareImage = coverAhead('Folio', 'Fashion archive and magazine', 300, 'jpg', 'Folio');

    const designerIds = new Map<string, string>();
    for (const name of DESIGNERS) {
      const doc = await strapi
        .documents(CONTENT_TYPE.designer)
        .create({ data: { name, slug: slugify(name) }, status: 'published' });
      designerIds.set(name, doc.documentId);
    }

    const createEntries = async (
      uid: typeof CONTENT_TYPE.scan | typeof CONTENT_TYPE.archiveEntry,
      entries: ReturnType<typeof entryImages>,
      galleryField: 'pages' | 'images',
    ) => {
      for (const { entry, cover, printed } of entries) {
        const pages = await Promise.all(pagePool.slice(0, entry.pageCount));
        if (printed) pages[0] = await printed;
        await strapi.documents(uid).create({
          data: {
            title: entry.title,
            slug: slugify(entry.title),
            yearPublished: entry.year,
            designer: designerIds.get(entry.designer),
            description: entry.description,
            collectionsFeatured: entry.collectionsFeatured,
            cover: await cover,
            [galleryField]: pages,
          } as never,
          status: 'published',
        });
      }
    };
    await createEntries(CONTENT_TYPE.scan, scans, 'pages');
    await createEntries(CONTENT_TYPE.archiveEntry, archives, 'images');

    for (const [index, article] of DEMO_ARTICLES.entries()) {
      const { alsoLinkDesigners = [], neverLinkDesigners = [], ...fields } = article;
      const designerDocs = (names: string[]) => names.map((name) => designerIds.get(name));
      await strapi.documents(CONTENT_TYPE.article).create({
        data: {
          ...fields,
          cover: await articleCovers[index],
          blocks: article.blocks.map((text) => ({ text })),
          alsoLinkDesigners: designerDocs(alsoLinkDesigners),
          neverLinkDesigners: designerDocs(neverLinkDesigners),
        } as never,
        status: 'published',
      });
    }

    await strapi
      .documents(CONTENT_TYPE.siteSetting)
      .create({ data: { ...DEMO_SITE, defaultShareImage: await shareImage } as never, status: 'published' });
    await strapi.documents(CONTENT_TYPE.about).create({ data: DEMO_ABOUT as never, status: 'published' });
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // Nothing started ahead is left running when the seed ends, even when it failed.
    await Promise.allSettled(startedAhead);
    await images.dispose();
    if (uploadSettings) await uploadService.setSettings(uploadSettings);
  }
  strapi.log.info(`[seed] Demo library ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
