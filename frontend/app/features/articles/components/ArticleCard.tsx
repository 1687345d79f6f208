import type { ArticleCard as ArticleCardData } from '../articleCards';
import type { ImagePriority } from '../../../lib/media/responsiveImage';
import { CoverCard, type CardHeadingLevel } from '../../../components/cards/CoverCard';
import { ArticleByline } from './ArticleByline';

interface ArticleCardProps {
  article: ArticleCardData;
  priority?: ImagePriority;
  headingLevel?: CardHeadingLevel;
}

export function ArticleCard({ article, priority = 'lazy', headingLevel }: ArticleCardProps) {
  return (
    <CoverCard
      to={`/articles/${article.slug}`}
      title={article.title}
      cover={article.cover}
      priority={priority}
      headingLevel={headingLevel}
      caption={<ArticleByline category={article.category} author={article.author} publishedAt={article.published_at} />}
    />
  );
}
