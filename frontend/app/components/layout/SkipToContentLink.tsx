import Link from '@mui/material/Link';

/** First tab stop: keyboard users jump over the navbar and its menus. */
export function SkipToContentLink({ targetId }: { targetId: string }) {
  return (
    <Link
      href={`#${targetId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        border: 1,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Link>
  );
}
