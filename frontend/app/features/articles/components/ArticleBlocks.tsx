import Box from '@mui/material/Box';
import Markdown, { type Components } from 'react-markdown';
import { withLineBreaks } from '../blockText';
import { MarkdownLink } from './MarkdownLink';

const components: Components = { a: MarkdownLink };

/**
 * An article's text blocks in light markdown: ## headings, **bold** questions, *italic* captions,
 * --- rules, inline links, "\n" line breaks. Raw HTML is dropped, never rendered or executed, and
 * react-markdown's URL filter removes javascript: and other unsafe links.
 */
export function ArticleBlocks({ blocks }: { blocks: string[] }) {
  return (
    <Box
      sx={{
        maxWidth: 720,
        '& h2': { typography: 'h2', mt: 5, mb: 2 },
        '& p': { my: 2 },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 5 },
        '& em': { color: 'text.secondary' },
      }}
    >
      {blocks.map((block, index) => (
        <Markdown key={index} components={components} skipHtml>
          {withLineBreaks(block)}
        </Markdown>
      ))}
    </Box>
  );
}
