/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { articles } from '../../../../test/fixtures/catalog';
import { theme } from '../../../lib/theme';
import { criticalStylesInjector } from '../../../lib/theme/criticalStyles';
import { createEmotionCache, EMOTION_INSERTION_POINT } from '../../../lib/theme/emotionCache';
import { ArticleDetail } from './ArticleDetail';

/**
 * As entry.server.tsx renders a page: the whole document once every lazy part is ready, with the
 * styles it uses put in its head.
 */
async function serverRender(ui: React.ReactElement): Promise<string> {
  const cache = createEmotionCache();
  const injectCriticalStyles = criticalStylesInjector(cache);
  const html = await new Promise<string>((resolve, reject) => {
    const sink = new PassThrough();
    let html = '';
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const { pipe } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <meta name={EMOTION_INSERTION_POINT} content="" />
          <MemoryRouter>{ui}</MemoryRouter>
        </ThemeProvider>
      </CacheProvider>,
      { onAllReady: () => pipe(sink), onShellError: reject },
    );
  });
  return injectCriticalStyles(html);
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

  it("puts the series links' button style in the critical styles, before the links", async () => {
    const html = await serverRender(
      <ArticleDetail
        article={articles[0]}
        currentPart={2}
        otherParts={[{ part: 1, slug: 'in-conversation-part-1', title: 'In Conversation, Part 1' }]}
      />,
    );
    const nav = html.indexOf('aria-label="Other parts of this article"');
    const link = /<a[^>]*class="([^"]+)"/.exec(html.slice(nav));
    expect(nav).toBeGreaterThan(-1);
    expect(link).not.toBeNull();
    const styles = html.slice(0, nav);
    const emotionClasses = link![1].split(' ').filter((name) => name.startsWith('css-'));
    expect(emotionClasses.length).toBeGreaterThan(0);
    for (const className of emotionClasses) {
      expect(styles).toMatch(new RegExp(`<style[^>]*>[^<]*\\.${className}\\{[^}]*text-transform:uppercase`));
    }
  });
});
