import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ArchiveEntry, Scan } from '@folio/core';
import type { ReactNode } from 'react';
import type { EntryKind } from '../../../lib/content/groups';
import { ResponsiveImage } from '../../../components/media/ResponsiveImage';
import { EntryFacts, type EntryRights } from './EntryFacts';

interface EntryDetailProps {
  kind: EntryKind;
  entry: Scan | ArchiveEntry;
  reader?: ReactNode;
  manifestLink?: ReactNode;
  downloadLink?: ReactNode;
  compareLink?: ReactNode;
  series?: ReactNode;
  rights?: EntryRights;
}

const COVER_SIZES = '(max-width: 899px) min(100vw, 420px), 560px';

export function EntryDetail({
  kind,
  entry,
  reader,
  manifestLink,
  downloadLink,
  compareLink,
  series,
  rights,
}: EntryDetailProps) {
  return (
    <Box component="article">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 560px) 1fr' },
          gap: { xs: 3, md: 6 },
          mb: 6,
        }}
      >
        <Box sx={{ maxWidth: { xs: 420, md: 'none' } }}>
          {entry.cover && <ResponsiveImage image={entry.cover} sizes={COVER_SIZES} priority="high" />}
        </Box>
        <Box>
          <Typography variant="h1" sx={{ mb: 3 }}>
            {entry.title}
          </Typography>
          <EntryFacts
            designerOrBrand={entry.designerOrBrand}
            designerPath={`/${kind}/${entry.designerorbrand.slug}`}
            designerLabel={kind === 'scans' ? 'Designer or brand' : 'Designer'}
            yearPublished={entry.yearPublished}
            yearLabel={kind === 'scans' ? 'Published' : 'Year'}
            collectionsFeatured={entry.collectionsFeatured}
            rights={rights}
          />
          {entry.description && (
            // The CMS keeps the editor's line breaks; pre-line shows them without allowing markup.
            <Typography sx={{ whiteSpace: 'pre-line' }}>{entry.description}</Typography>
          )}
          {(downloadLink || manifestLink || compareLink) && (
            <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1 }}>
              {downloadLink}
              {manifestLink}
              {compareLink}
            </Box>
          )}
          {series}
        </Box>
      </Box>
      {reader}
    </Box>
  );
}
