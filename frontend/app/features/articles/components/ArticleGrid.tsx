import type { ArticleCard as ArticleCardData } from '../articleCards';
import { imagePriority } from '../../../lib/media/responsiveImage';
import { CardGrid } from '../../../components/cards/CardGrid';
import type { CardHeadingLevel } from '../../../components/cards/CoverCard';
import { ArticleCard } from './ArticleCard';

interface ArticleGridProps {
  articles: ArticleCardData[];
  label?: string;
  priorityCount?: number;
  headingLevel?: CardHeadingLevel;
}

export function ArticleGrid({ articles, label, priorityCount = 0, headingLevel }: ArticleGridProps) {
  return (
    <CardGrid label={label}>
      {articles.map((article, index) => (
        <ArticleCard
          key={article.id}
          article={article}
          priority={imagePriority(index, priorityCount)}
          headingLevel={headingLevel}
        />
      ))}
    </CardGrid>
  );
}
