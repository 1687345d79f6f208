/** Route loaders and components rendered as the site's server entry renders them, read back as a document. */
import { ThemeProvider } from '@mui/material/styles';
import { JSDOM } from 'jsdom';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { theme } from '../../app/lib/theme';

type Handler = ReturnType<typeof createStaticHandler>;

/** The page at `path`: its loaders run, then every lazy part is rendered in place before the HTML is read. */
export async function renderStatic(handler: Handler, path: string): Promise<Document> {
  const context = await handler.query(new Request(`http://folio.test${encodeURI(path)}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const { pipe } = renderToPipeableStream(
      <ThemeProvider theme={theme}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ThemeProvider>,
      { onAllReady: () => pipe(sink), onShellError: reject, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
  });
  const { document } = new JSDOM(html).window;
  // Without the server entry's style extraction, Emotion puts <style> tags next to the elements.
  document.querySelectorAll('style').forEach((style) => style.remove());
  return document;
}

/** An element's text with its white space folded. */
export const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();
