import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { DesignerLink } from '../../../lib/content/designers';
import { cardListClasses } from '../../../lib/theme/customizations/cardLists';

/**
 * "Designers in this article": every designer the article mentions or the editor linked, each to their
 * page, also those the text does not name (record 183).
 */
export function ArticleDesigners({ designers }: { designers: DesignerLink[] }) {
  if (!designers.length) return null;
  return (
    <nav aria-labelledby="article-designers">
      <Typography variant="h2" id="article-designers" sx={{ mt: 6, mb: 2 }}>
        Designers in this article
      </Typography>
      <ul className={cardListClasses.index}>
        {designers.map((designer) => (
          <li key={designer.slug}>
            <Link className={cardListClasses.indexLink} to={designer.path} prefetch="intent">
              {designer.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
