import { cardListClasses } from '../../../lib/theme/customizations/cardLists';
import { formatPublishedDate } from '../formatDate';

interface ArticleBylineProps {
  category: string;
  author: string;
  publishedAt: string;
}

export function ArticleByline({ category, author, publishedAt }: ArticleBylineProps) {
  return (
    <p className={cardListClasses.caption}>
      <span className={cardListClasses.captionEmphasis}>{category}</span>
      {' · '}
      {author}
      {' · '}
      <time dateTime={publishedAt}>{formatPublishedDate(publishedAt)}</time>
    </p>
  );
}
