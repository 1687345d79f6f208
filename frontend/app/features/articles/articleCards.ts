/** What article lists send to the browser: the card's text and its cover's <img> attributes (see the catalog's cards). */
import type { Article } from '@folio/core';
import { cardCover, type CardCover } from '../../lib/media/responsiveImage';

export interface ArticleCard {
  id: string;
  slug: string;
  title: string;
  category: Article['category'];
  author: string;
  published_at: string;
  cover: CardCover | null;
}

export const toArticleCard = (article: Article): ArticleCard => ({
  id: article.id,
  slug: article.slug,
  title: article.title,
  category: article.category,
  author: article.author,
  published_at: article.published_at,
  cover: cardCover(article.cover),
});
