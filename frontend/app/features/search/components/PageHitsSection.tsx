import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ResultsSectionFrame } from './ResultsSectionFrame';
import { PAGE_HITS_LABEL, whereLabel, type PageHitItem } from '../pageHits';

export function PageHitsSection({ items }: { items: PageHitItem[] }) {
  return (
    <ResultsSectionFrame id="results-pages" label={PAGE_HITS_LABEL} count={items.length}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {items.map((item) => (
          <Box component="li" key={item.key} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box sx={{ width: 48, height: 66, flexShrink: 0, bgcolor: 'grey.100', overflow: 'hidden' }}>
              {item.thumbnailUrl && (
                <img src={item.thumbnailUrl} alt="" width={48} height={66} style={{ objectFit: 'cover' }} />
              )}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Link component={RouterLink} to={item.path} sx={{ fontWeight: 700 }}>
                {item.title}, {whereLabel(item)}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {item.designerOrBrand} · {item.kind === 'archives' ? 'Archive' : 'Scan'}
              </Typography>
              <Typography variant="body2">{item.snippet}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </ResultsSectionFrame>
  );
}
