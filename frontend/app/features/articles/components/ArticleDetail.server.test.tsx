/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import { ThemeProvider } from '@mui/material/styles';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { articles } from '../../../../test/fixtures/catalog';
import { theme } from '../../../lib/theme';
import { ArticleDetail } from './ArticleDetail';

/** As entry.server.tsx renders a page: the whole document once every lazy part is ready. */
function serverRender(ui: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    let html = '';
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const { pipe } = renderToPipeableStream(
      <ThemeProvider theme={theme}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ThemeProvider>,
      { onAllReady: () => pipe(sink), onShellError: reject },
    );
  });
}

describe('ArticleDetail on the server', () => {
  it('sends the article text in place, after the cover, although its renderer loads lazily in the browser', async () => {
    const html = await serverRender(<ArticleDetail article={articles[0]} currentPart={2} otherParts={[]} />);
    expect(html).toMatch(/<h2[^>]*>Scanning<\/h2>/);
    expect(html).toContain('<strong>How do you scan?</strong><br/>');
    expect(html).toMatch(/<a[^>]*href="https:\/\/example.org\/cradle"[^>]*target="_blank"/);
    // In document order (no fallback first and the text streamed in later behind a script).
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('Scanning'));
    expect(html).not.toContain('<template');
  });
});
