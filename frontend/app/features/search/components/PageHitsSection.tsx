import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { focusRing } from '../../../lib/theme/themePrimitives';
import { MarkedSnippet } from './MarkedSnippet';
import { ResultsSectionFrame } from './ResultsSectionFrame';
import {
  PAGE_HITS_LABEL,
  PAGE_THUMBNAIL,
  PAGES_SHOWN,
  morePagesLabel,
  whereLabel,
  type PageHitGroup,
  type PageHitItem,
} from '../pageHits';

const pageList = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 } as const;

function PageHit({ item, words }: { item: PageHitItem; words: readonly string[] }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ ...PAGE_THUMBNAIL, flexShrink: 0, bgcolor: 'grey.100', overflow: 'hidden' }}>
        {item.thumbnailUrl && (
          <img
            src={item.thumbnailUrl}
            alt=""
            width={PAGE_THUMBNAIL.width}
            height={PAGE_THUMBNAIL.height}
            loading="lazy"
            style={{ objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={item.path} sx={{ fontWeight: 700 }}>
          {item.title}, {whereLabel(item)}
        </Link>
        <Typography variant="body2">
          <MarkedSnippet snippet={item.snippet} words={words} />
        </Typography>
      </Box>
    </Box>
  );
}

/** One entry and its matching pages: the first few shown, the rest behind "n more pages" (a native disclosure). */
function PageHitGroupItem({ group, words }: { group: PageHitGroup; words: readonly string[] }) {
  const shown = group.pages.slice(0, PAGES_SHOWN);
  const rest = group.pages.slice(PAGES_SHOWN);
  const unlisted = group.pagesFound - group.pages.length;
  return (
    <Box component="li">
      <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', mb: 0.25 }}>
        {group.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {group.designerOrBrand} · {group.kind === 'archives' ? 'Archive' : 'Scan'} ·{' '}
        {morePagesLabel(group.kind, group.pagesFound, 'matching')}
      </Typography>
      <Box component="ol" sx={pageList}>
        {shown.map((item) => (
          <PageHit key={item.key} item={item} words={words} />
        ))}
      </Box>
      {group.pagesFound > shown.length && (
        <Box component="details" sx={{ mt: 1.5 }}>
          <Box
            component="summary"
            sx={{ cursor: 'pointer', fontWeight: 600, width: 'fit-content', '&:focus-visible': focusRing }}
          >
            {morePagesLabel(group.kind, group.pagesFound - shown.length, 'more')}
          </Box>
          {rest.length > 0 && (
            <Box component="ol" sx={{ ...pageList, mt: 1.5 }}>
              {rest.map((item) => (
                <PageHit key={item.key} item={item} words={words} />
              ))}
            </Box>
          )}
          {unlisted > 0 && (
            // The reader's own search lists every matching page.
            <Link component={RouterLink} to={group.pages[0].path} sx={{ display: 'inline-block', mt: 1.5 }}>
              All {morePagesLabel(group.kind, group.pagesFound, 'matching')}, in the reader’s search
            </Link>
          )}
        </Box>
      )}
    </Box>
  );
}

export function PageHitsSection({ groups, words }: { groups: PageHitGroup[]; words: readonly string[] }) {
  return (
    <ResultsSectionFrame id="results-pages" label={PAGE_HITS_LABEL} count={groups.length}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3 }}>
        {groups.map((group) => (
          <PageHitGroupItem key={group.key} group={group} words={words} />
        ))}
      </Box>
    </ResultsSectionFrame>
  );
}
