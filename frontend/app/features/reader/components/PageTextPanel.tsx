import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PageTextState } from '../hooks/usePageTexts';
import type { ReaderText } from '../utils/readerText';

interface PageTextPanelProps {
  text: ReaderText;
  page: number;
  state: PageTextState;
}

/** Server-rendered for the page in the URL, so search engines index it; it follows the reader as pages turn. */
export function PageTextPanel({ text, page, state }: PageTextPanelProps) {
  const { pageText, loading } = state;
  const readable = pageText?.status === 'done' && pageText.text.trim() !== '';
  return (
    <Box
      component="details"
      data-page-text={page}
      sx={{
        mt: 2,
        border: 1,
        borderColor: 'divider',
        '& > summary': { cursor: 'pointer', px: 2, py: 1, fontWeight: 700 },
      }}
    >
      <summary>{text.pageText(page)}</summary>
      <Box sx={{ px: 2, pb: 2 }}>
        {readable ? (
          // The page's line breaks are kept; the text is the recogniser's (or an editor's), never markup.
          <Typography component="div" sx={{ whiteSpace: 'pre-line', userSelect: 'text' }}>
            {pageText.text}
          </Typography>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{loading ? text.pageTextLoading : text.noPageText}</Typography>
        )}
      </Box>
    </Box>
  );
}
