import { Writable } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { NONCE_PLACEHOLDER, storePage } from './lib/pages.server';
import { createEmotionCache } from './lib/theme/emotionCache';
import { criticalStylesInjector } from './lib/theme/criticalStyles';

export const streamTimeout = 5_000;

/** Renders the whole document, waiting for every lazy part, so Emotion can extract its critical styles. */
function renderToHtml(element: React.ReactElement, nonce: string | undefined): Promise<string> {
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
      // Every Suspense boundary's content in place, in document order: React would otherwise move the
      // content of boundaries past 12.8 KB of HTML to hidden elements at the end of the body, which
      // only its inline scripts put back, so a reader or crawler without JavaScript would miss it.
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
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The Content Security Policy admits inline scripts and styles carrying this response's nonce only.
  // Pages are rendered with a placeholder in its place and cached for later views (server/app.ts
  // answers those before any route code runs); each response gets its own nonce swapped in.
  const nonce = loadContext.cspNonce;
  const html = await renderDocument(routerContext, request.url, nonce && NONCE_PLACEHOLDER);
  // Private pages (the editors' draft preview) are never kept for other views.
  if (!/no-store/.test(responseHeaders.get('Cache-Control') ?? '')) {
    storePage(request.url, Boolean(nonce), { status: responseStatusCode, html });
  }
  return new Response(nonce ? html.replaceAll(NONCE_PLACEHOLDER, nonce) : html, {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}

async function renderDocument(routerContext: EntryContext, url: string, nonce: string | undefined): Promise<string> {
  const cache = createEmotionCache(nonce);
  const injectCriticalStyles = criticalStylesInjector(cache);
  const html = await renderToHtml(
    <CacheProvider value={cache}>
      <ServerRouter context={routerContext} url={url} nonce={nonce} />
    </CacheProvider>,
    nonce,
  );
  return injectCriticalStyles(html);
}

/** Not-found and other expected responses are part of normal traffic, not errors worth logging. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
};
