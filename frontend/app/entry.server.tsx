import { Writable } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { matchesEtag, RENDER_MARK, sharedHeaders, sharedPage } from './lib/http/sharedPage.server';
import { storePage } from './lib/pages.server';
import { createEmotionCache } from './lib/theme/emotionCache';
import { criticalStylesInjector } from './lib/theme/criticalStyles';

export const streamTimeout = 5_000;

// Waits for every lazy part, so Emotion can extract its critical styles.
function renderToHtml(element: React.ReactElement, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const timeout = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      // Without this React moves late boundaries to the end of the body, which only its scripts put back, so a
      // reader or crawler without JavaScript would miss them (record 040).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timeout);
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error) {
        console.error(error);
      },
    });
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Private pages (the editors' draft preview) set their own Cache-Control and are never kept for other views.
  const ownCacheControl = responseHeaders.get('Cache-Control') ?? undefined;
  // One rendering serves every visitor and is kept for later views (server/app.ts answers those before any route).
  const page = sharedPage(responseStatusCode, await renderDocument(routerContext, request.url));
  loadContext.admitInlineCode?.(page.hashes);
  if (ownCacheControl === undefined) storePage(request.url, page, loadContext.contentGeneration);
  const headers = sharedHeaders({
    body: page.html,
    contentType: 'text/html; charset=utf-8',
    status: responseStatusCode,
    etag: page.etag,
    cacheControl: ownCacheControl,
  });
  for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);
  if (matchesEtag(request.headers.get('If-None-Match'), page.etag, responseStatusCode)) {
    return new Response(null, { status: 304, headers: responseHeaders });
  }
  // A HEAD request is rendered too, so it gets a GET's headers, ETag included; React Router drops its body.
  return new Response(page.html, { status: responseStatusCode, headers: responseHeaders });
}

async function renderDocument(routerContext: EntryContext, url: string): Promise<string> {
  const cache = createEmotionCache(RENDER_MARK);
  const injectCriticalStyles = criticalStylesInjector(cache);
  const html = await renderToHtml(
    <CacheProvider value={cache}>
      <ServerRouter context={routerContext} url={url} nonce={RENDER_MARK} />
    </CacheProvider>,
    RENDER_MARK,
  );
  return injectCriticalStyles(html);
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
};
