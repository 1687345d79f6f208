import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Article } from '@folio/core';
import { ResponsiveImage } from '../../media/components/ResponsiveImage';
import type { SeriesPart } from '../series';
import { ArticleBlocks } from './ArticleBlocks';
import { ArticleByline } from './ArticleByline';
import { SeriesLinks } from './SeriesLinks';

interface ArticleDetailProps {
  article: Article;
  currentPart: number | null;
  otherParts: SeriesPart[];
}

const COVER_SIZES = '(max-width: 899px) 100vw, 720px';

export function ArticleDetail({ article, currentPart, otherParts }: ArticleDetailProps) {
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
      <ArticleBlocks blocks={article.blocks} />
      <SeriesLinks currentPart={currentPart} parts={otherParts} />
    </Box>
  );
}
