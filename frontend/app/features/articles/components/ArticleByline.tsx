import Typography from '@mui/material/Typography';
import { formatPublishedDate } from '../formatDate';

interface ArticleBylineProps {
  category: string;
  author: string;
  publishedAt: string;
}

export function ArticleByline({ category, author, publishedAt }: ArticleBylineProps) {
  return (
    <Typography variant="body2" color="text.secondary">
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', color: 'text.primary' }}
      >
        {category}
      </Typography>
      {' · '}
      {author}
      {' · '}
      <time dateTime={publishedAt}>{formatPublishedDate(publishedAt)}</time>
    </Typography>
  );
}
