/** Interviews split into parts ("…, Part 1" / "…-part-2") link to each other. */
import type { ArticleCard } from './articleCards';

const PART_PATTERN = /-part-(\d+)$/i;

export interface SeriesPart {
  part: number;
  slug: string;
  title: string;
}

/** The other parts of the article's series, in part order; empty for a standalone article. */
export function otherParts(slug: string, articles: readonly Pick<ArticleCard, 'slug' | 'title'>[]): SeriesPart[] {
  const match = PART_PATTERN.exec(slug);
  if (!match) return [];
  const seriesSlug = slug.slice(0, match.index);
  return articles
    .map((article) => ({ article, match: PART_PATTERN.exec(article.slug) }))
    .filter(
      ({ article, match: partMatch }) =>
        partMatch && article.slug !== slug && article.slug.slice(0, partMatch.index) === seriesSlug,
    )
    .map(({ article, match: partMatch }) => ({ part: Number(partMatch![1]), slug: article.slug, title: article.title }))
    .sort((a, b) => a.part - b.part);
}

export const partNumber = (slug: string): number | null => {
  const match = PART_PATTERN.exec(slug);
  return match ? Number(match[1]) : null;
};
