import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

interface EntryFactsProps {
  designerOrBrand: string;
  designerPath: string;
  designerLabel: string;
  yearPublished: number | null;
  yearLabel: string;
  collectionsFeatured: string;
  /** The statement the entry is under, its own or the library's. */
  rights?: EntryRights;
}

export interface EntryRights {
  uri: string;
  label: string;
}

/** Designer or brand, year and collections of a scan or archive entry, as a description list. */
export function EntryFacts({
  designerOrBrand,
  designerPath,
  designerLabel,
  yearPublished,
  yearLabel,
  collectionsFeatured,
  rights,
}: EntryFactsProps) {
  const facts: [string, React.ReactNode][] = [
    [
      designerLabel,
      <Link key="designer" component={RouterLink} to={designerPath}>
        {designerOrBrand}
      </Link>,
    ],
  ];
  if (yearPublished) facts.push([yearLabel, String(yearPublished)]);
  if (collectionsFeatured.trim()) facts.push(['Collections featured', collectionsFeatured]);
  if (rights)
    facts.push([
      'Rights',
      <Link key="rights" href={rights.uri} rel="license">
        {rights.label}
      </Link>,
    ]);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0, mb: 3 }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box
            component="dt"
            sx={{ fontWeight: 700, textTransform: 'uppercase', fontSize: '0.8rem', letterSpacing: '0.06em', pt: '2px' }}
          >
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
