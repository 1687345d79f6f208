import Box from '@mui/material/Box';
import { libraryPageWords, markedParts } from '@folio/core';

/** The snippet with every word the search found in a <mark>, which assistive technology reads as highlighted. */
export function MarkedSnippet({ snippet, words }: { snippet: string; words: readonly string[] }) {
  return markedParts(libraryPageWords(words), snippet).map((part, index) =>
    part.match ? (
      <Box
        key={index}
        component="mark"
        sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 700, textDecoration: 'underline' }}
      >
        {part.text}
      </Box>
    ) : (
      part.text
    ),
  );
}
