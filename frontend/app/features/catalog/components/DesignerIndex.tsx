import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

interface DesignerIndexProps {
  designers: { title: string; slug: string }[];
  label: string;
}

/** "Collections A-Z": jump links to each designer's or brand's section on the list page. */
export function DesignerIndex({ designers, label }: DesignerIndexProps) {
  return (
    <Box component="nav" aria-label={label} sx={{ mb: 4 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {designers.map((designer) => (
          <li key={designer.slug}>
            <Link
              href={`#${designerAnchor(designer.slug)}`}
              sx={{
                display: 'inline-block',
                px: 1.5,
                py: 0.5,
                border: 1,
                borderColor: 'divider',
                fontSize: '0.875rem',
              }}
            >
              {designer.title}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Fragment id of a designer's section; slugs may contain '.', ',' and '(' which ids allow. */
export const designerAnchor = (slug: string) => `designer-${slug}`;
