// Worked out from the catalogs on each change of content, not stored, so a designer added today is recognised in
// articles written before (record 183).
import {
  articleDesigners,
  designerMatcher,
  type ArchiveEntry,
  type Article,
  type DesignerMatcher,
  type Scan,
} from '@folio/core';

export interface LibraryDesigner {
  name: string;
  slug: string;
  scans: number;
  archives: number;
  path: string;
}

export type DesignerLink = Pick<LibraryDesigner, 'name' | 'slug' | 'path'>;

export interface DesignerDirectory {
  bySlug: Map<string, LibraryDesigner>;
  matcher: DesignerMatcher<LibraryDesigner>;
}

const directories = new WeakMap<readonly Scan[], WeakMap<readonly ArchiveEntry[], DesignerDirectory>>();

// Built once per pair of catalogs (the content cache keeps their arrays).
export function designerDirectory(scans: readonly Scan[], archives: readonly ArchiveEntry[]): DesignerDirectory {
  const forScans = directories.get(scans) ?? new WeakMap<readonly ArchiveEntry[], DesignerDirectory>();
  directories.set(scans, forScans);
  let directory = forScans.get(archives);
  if (!directory) {
    const bySlug = new Map<string, LibraryDesigner>();
    const count = (entries: readonly (Scan | ArchiveEntry)[], kind: 'scans' | 'archives') => {
      for (const { designerorbrand } of entries) {
        const designer = bySlug.get(designerorbrand.slug) ?? {
          name: designerorbrand.title,
          slug: designerorbrand.slug,
          scans: 0,
          archives: 0,
          path: `/${kind}/${designerorbrand.slug}`,
        };
        designer[kind] += 1;
        bySlug.set(designer.slug, designer);
      }
    };
    count(scans, 'scans');
    count(archives, 'archives');
    directory = { bySlug, matcher: designerMatcher([...bySlug.values()]) };
    forScans.set(archives, directory);
  }
  return directory;
}

export const articleDesignerLinks = (article: Article, directory: DesignerDirectory): DesignerLink[] =>
  articleDesigners(article, directory.matcher).map(({ name, slug, path }) => ({ name, slug, path }));

const mentionIndexes = new WeakMap<readonly Article[], WeakMap<DesignerDirectory, Map<string, Article[]>>>();

export function articlesByDesigner(articles: readonly Article[], directory: DesignerDirectory): Map<string, Article[]> {
  const forArticles = mentionIndexes.get(articles) ?? new WeakMap<DesignerDirectory, Map<string, Article[]>>();
  mentionIndexes.set(articles, forArticles);
  let index = forArticles.get(directory);
  if (!index) {
    index = new Map();
    for (const article of articles) {
      for (const { slug } of articleDesigners(article, directory.matcher)) {
        const mentioning = index.get(slug);
        if (mentioning) mentioning.push(article);
        else index.set(slug, [article]);
      }
    }
    forArticles.set(directory, index);
  }
  return index;
}

const designerIndexes = new WeakMap<Map<string, Article[]>, Map<Article, DesignerLink[]>>();

export function designersOfArticles(
  articles: readonly Article[],
  directory: DesignerDirectory,
): Map<Article, DesignerLink[]> {
  const byDesigner = articlesByDesigner(articles, directory);
  let index = designerIndexes.get(byDesigner);
  if (!index) {
    index = new Map();
    for (const [slug, mentioning] of byDesigner) {
      const designer = directory.bySlug.get(slug);
      if (!designer) continue;
      const link = { name: designer.name, slug: designer.slug, path: designer.path };
      for (const article of mentioning) index.set(article, [...(index.get(article) ?? []), link]);
    }
    designerIndexes.set(byDesigner, index);
  }
  return index;
}
