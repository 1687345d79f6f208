// The rules are in docs/decisions/184-related-items.md; the other parts of a series have their own links (SeriesLinks).
import type { Article } from '@folio/core';
import { byText, inOrder, pickUnshown, type Comparison } from '../../lib/related';
import { otherParts } from './series';

export const RELATED_ARTICLES = 4;

type RelatableArticle = Pick<Article, 'id' | 'slug' | 'title' | 'category' | 'author' | 'published_at'>;

const tier = (article: RelatableArticle, other: RelatableArticle) =>
  (other.category === article.category ? 0 : 2) + (other.author === article.author ? 0 : 1);

export function relatedArticles<T extends RelatableArticle>(article: T, articles: readonly T[]): T[] {
  const publishedAt = Date.parse(article.published_at);
  const distance = (other: T) => Math.abs(Date.parse(other.published_at) - publishedAt);
  const order: Comparison<T> = inOrder<T>(
    (a, b) => tier(article, a) - tier(article, b),
    (a, b) => distance(a) - distance(b),
    // Of two equally near, the newer; then the slug, which is unique.
    (a, b) => Date.parse(b.published_at) - Date.parse(a.published_at),
    byText((item) => item.slug),
  );
  const shown = new Set([article.slug, ...otherParts(article.slug, articles).map((part) => part.slug)]);
  return pickUnshown([...articles].sort(order), { cap: RELATED_ARTICLES, shown, id: (item) => item.slug });
}
