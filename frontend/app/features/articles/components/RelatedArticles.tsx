import Box from '@mui/material/Box';
import { CardSection } from '../../../components/cards/CardSection';
import type { ArticleCard } from '../articleCards';
import { ArticleGrid } from './ArticleGrid';

/** "More articles" below an article, chosen by relatedArticles, in the article's column. */
export function RelatedArticles({ articles }: { articles: ArticleCard[] }) {
  if (!articles.length) return null;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', mt: 6 }}>
      <CardSection id="related-articles" title="More articles" link={{ to: '/articles', label: 'All articles' }}>
        <ArticleGrid articles={articles} headingLevel="h3" />
      </CardSection>
    </Box>
  );
}
