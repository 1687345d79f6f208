import Box from '@mui/material/Box';
import { CardSection } from '../../../components/cards/CardSection';
import type { EntryKind } from '../../../lib/content/groups';
import { SAME_YEARS_SPAN, type RelatedEntryCards } from '../related';
import { EntryGrid } from './EntryGrid';

interface RelatedEntriesProps {
  kind: EntryKind;
  designer: { title: string; slug: string };
  year: number | null;
  related: Pick<RelatedEntryCards, 'sameDesigner' | 'sameYears'>;
}

/** Below an entry: more from its designer, then other designers' entries from the same years. */
export function RelatedEntries({ kind, designer, year, related }: RelatedEntriesProps) {
  const { sameDesigner, sameYears } = related;
  if (!sameDesigner.length && !sameYears.length) return null;
  return (
    <Box sx={{ mt: 6 }}>
      {sameDesigner.length > 0 && (
        <CardSection
          id="related-same-designer"
          title={`More from ${designer.title}`}
          link={{ to: `/${kind}/${designer.slug}`, label: `All ${kind} by ${designer.title}` }}
        >
          <EntryGrid entries={sameDesigner} showDesigner={false} headingLevel="h3" />
        </CardSection>
      )}
      {sameYears.length > 0 && year !== null && (
        <CardSection
          id="related-same-years"
          title={`From the same years (${year - SAME_YEARS_SPAN}–${year + SAME_YEARS_SPAN})`}
        >
          <EntryGrid entries={sameYears} headingLevel="h3" />
        </CardSection>
      )}
    </Box>
  );
}
