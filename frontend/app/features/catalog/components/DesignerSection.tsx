import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { EntryCard } from '../../../lib/content/cards';
import type { DesignerGroup } from '../../../lib/content/groups';
import { designerAnchor } from './DesignerIndex';
import { EntryGrid } from './EntryGrid';

interface DesignerSectionProps {
  group: DesignerGroup<EntryCard>;
  typeLabel: string;
  priorityCount: number;
}

/** One designer's or brand's entries on a list page, with a link to their own page. */
export function DesignerSection({ group, typeLabel, priorityCount }: DesignerSectionProps) {
  const headingId = designerAnchor(group.slug);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 6, scrollMarginTop: 80 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" id={headingId} sx={{ scrollMarginTop: 80 }}>
          {group.title}
        </Typography>
        <Link component={RouterLink} to={group.path} prefetch="intent" sx={{ fontSize: '0.875rem' }}>
          All {typeLabel} by {group.title}
        </Link>
      </Box>
      <EntryGrid entries={group.entries} priorityCount={priorityCount} showDesigner={false} />
    </Box>
  );
}
