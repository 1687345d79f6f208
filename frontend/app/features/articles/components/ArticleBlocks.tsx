import Box from '@mui/material/Box';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { withLineBreaks } from '../blockText';
import { rehypeUnderline } from '../rehypeUnderline';
import { MarkdownLink } from './MarkdownLink';

const components: Components = { a: MarkdownLink };
// The CMS's toolbar writes ~~strikethrough~~ (GitHub-flavoured) and <u>underline</u>; both render here.
// A single tilde stays a tilde ("~1990").
const remarkPlugins: Options['remarkPlugins'] = [[remarkGfm, { singleTilde: false }]];
const rehypePlugins: Options['rehypePlugins'] = [rehypeUnderline];

/**
 * An article's text blocks in light markdown: ## headings, **bold** questions, *italic* captions,
 * --- rules, inline links, "\n" line breaks, ~~strikethrough~~ and <u>underline</u>. Other raw HTML is dropped, never rendered or executed, and
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
