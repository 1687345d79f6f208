import Box from '@mui/material/Box';
import { designerMatcher } from '@folio/core';
import { useMemo } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { DesignerLink } from '../../../lib/content/designers';
import { withLineBreaks } from '../blockText';
import { rehypeDesignerLinks } from '../rehypeDesignerLinks';
import { rehypeUnderline } from '../rehypeUnderline';
import { MarkdownLink } from './MarkdownLink';

const components: Components = { a: MarkdownLink };
// A single tilde stays a tilde ("~1990").
const remarkPlugins: Options['remarkPlugins'] = [[remarkGfm, { singleTilde: false }]];
const NO_DESIGNERS: DesignerLink[] = [];

// Raw HTML other than <u> is dropped, and react-markdown's URL filter removes javascript: and other unsafe links.
export function ArticleBlocks({ blocks, designers = NO_DESIGNERS }: { blocks: string[]; designers?: DesignerLink[] }) {
  const matcher = useMemo(() => designerMatcher(designers), [designers]);
  // One set per render of the whole article, so only a designer's first mention links, on the server as in the browser.
  const linked = new Set<string>();
  const rehypePlugins: Options['rehypePlugins'] = [rehypeUnderline, [rehypeDesignerLinks, { matcher, linked }]];
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
        <Markdown
          key={index}
          components={components}
          remarkPlugins={remarkPlugins}
          rehypePlugins={rehypePlugins}
          skipHtml
        >
          {withLineBreaks(block)}
        </Markdown>
      ))}
    </Box>
  );
}
