import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Article } from '@folio/core';
import { lazy, Suspense } from 'react';
import { ResponsiveImage } from '../../../components/media/ResponsiveImage';
import type { DesignerLink } from '../../../lib/content/designers';
import type { SeriesPart } from '../series';
import { ArticleByline } from './ArticleByline';
import { ArticleDesigners } from './ArticleDesigners';
import { SeriesLinks } from './SeriesLinks';

interface ArticleDetailProps {
  article: Article;
  currentPart: number | null;
  otherParts: SeriesPart[];
  /** The designers the article mentions (record 183): its text links each one's first mention. */
  designers?: DesignerLink[];
}

const COVER_SIZES = '(max-width: 899px) 100vw, 720px';

// The markdown renderer is the largest script of an article page. The server renders the text in place
// (it waits for lazy parts); in the browser the served text stays as it is and hydrates once this code
// has arrived, after the page's own scripts instead of competing with them and the cover.
const ArticleBlocks = lazy(() => import('./ArticleBlocks').then((module) => ({ default: module.ArticleBlocks })));

export function ArticleDetail({ article, currentPart, otherParts, designers = [] }: ArticleDetailProps) {
  return (
    <Box component="article" sx={{ maxWidth: 960, mx: 'auto' }}>
      <Box component="header" sx={{ mb: 4 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {article.title}
        </Typography>
        <ArticleByline category={article.category} author={article.author} publishedAt={article.published_at} />
        {article.description && (
          <Typography variant="subtitle1" component="p" sx={{ mt: 2, maxWidth: 720 }}>
            {article.description}
          </Typography>
        )}
      </Box>
      {article.cover && (
        <Box sx={{ maxWidth: 720, mb: 4 }}>
          <ResponsiveImage image={article.cover} sizes={COVER_SIZES} priority="high" />
        </Box>
      )}
      <Suspense fallback={null}>
        <ArticleBlocks blocks={article.blocks} designers={designers} />
      </Suspense>
      <SeriesLinks currentPart={currentPart} parts={otherParts} />
      <ArticleDesigners designers={designers} />
    </Box>
  );
}
