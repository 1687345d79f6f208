/** The articles that mention a designer or brand, for their page (record 183). */
import type { Article } from '@folio/core';
import { content } from '../../../lib/content/content.server';
import { articleDesignerLinks, articlesByDesigner, designerDirectory } from '../../../lib/content/designers';
import { loadContent } from '../../../lib/content/loaders.server';
import { toArticleCard } from '../articleCards';

/** Cards of the articles mentioning the designer, newest first. */
export async function loadArticlesMentioning(designerSlug: string) {
  const [articles, scans, archives] = await loadContent(() =>
    Promise.all([content.articles(), content.scans(), content.archives()]),
  );
  const mentioning = articlesByDesigner(articles, designerDirectory(scans, archives)).get(designerSlug) ?? [];
  return mentioning.map(toArticleCard);
}

/** The designers an article mentions, linked to their pages. */
export async function loadArticleDesigners(article: Article) {
  const [scans, archives] = await loadContent(() => Promise.all([content.scans(), content.archives()]));
  return articleDesignerLinks(article, designerDirectory(scans, archives));
}
