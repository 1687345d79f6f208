/**
 * What makes a rendered page safe and cheap to keep in a shared HTTP cache (a CDN, or the compose
 * deployment's nginx): a Content Security Policy that names the page's own inline scripts and styles by
 * their hashes, so the same bytes pass for every visitor without a per-response nonce, and a strong ETag,
 * so caches and browsers revalidate with a 304 instead of downloading the page again.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { Parser } from 'htmlparser2';

/** CSP hash sources, e.g. `'sha256-…'`, of the inline code a page carries. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export interface SharedPage {
  status: number;
  html: string;
  hashes: InlineHashes;
  etag: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** A strong validator of a body: the first 27 base64 characters (162 bits) of its SHA-256. */
export const strongEtag = (body: string) => `"${sha256(body).slice(0, 27)}"`;

/** The hash source the browser compares an inline element's text against. */
export const hashSource = (text: string) => `'sha256-${sha256(text)}'`;

/**
 * Given to React Router, React and Emotion as the render's nonce, so that every inline script and style they
 * write carries it: only those are hashed into the policy, then the attribute is taken out. Random per
 * process, so no content can carry it: a `<script>` that reached the page any other way is not admitted.
 */
export const RENDER_MARK = randomBytes(18).toString('base64url');
const MARK_ATTRIBUTE = ` nonce="${RENDER_MARK}"`;

/**
 * The hash sources of the page's inline `<script>` and `<style>` elements that carry `mark`, computed over their
 * raw text as the browser hashes it (script and style contents are raw text: no entity is decoded). A real HTML
 * parser rather than a pattern, so a `</script>` inside an attribute or a comment cannot misplace an element's end.
 */
export function inlineHashes(html: string, mark: string = RENDER_MARK): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  let open: { into: Set<string>; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.nonce !== mark) return;
        if (name === 'style' || (name === 'script' && !('src' in attributes))) {
          open = { into: name === 'style' ? styles : scripts, text: '' };
        }
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (open && (name === 'script' || name === 'style')) {
          open.into.add(hashSource(open.text));
          open = null;
        }
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * A page rendered with RENDER_MARK as its nonce, as it is kept and sent: the mark taken out, the hashes of what
 * carried it, and a strong validator, computed once per rendered version.
 */
export function sharedPage(status: number, renderedHtml: string): SharedPage {
  const hashes = inlineHashes(renderedHtml);
  const html = renderedHtml.replaceAll(MARK_ATTRIBUTE, '');
  return { status, html, hashes, etag: strongEtag(html) };
}

/**
 * Whether a request's If-None-Match names this validator (a list, or `*`), so a 304 answers it; only a page
 * that exists (200) is confirmed unchanged, a not-found page is sent again.
 */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string, status = 200): boolean {
  if (!ifNoneMatch || status !== 200) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === etag || candidate === '*');
}

/**
 * Shared caches keep a page for SHARED_MAX_AGE_SECONDS and then revalidate it with its ETag (a 304 when
 * nothing changed); while they do, or while the site cannot answer, they may go on serving their copy.
 * Browsers always revalidate (max-age=0), so a visitor never sees an older page than the shared cache holds.
 */
export const SHARED_MAX_AGE_SECONDS = 1;
export const STALE_WHILE_REVALIDATE_SECONDS = 60;
export const STALE_IF_ERROR_SECONDS = 86_400;

/** The Cache-Control of a page answered with `status`: shared for successes and not-found pages, never for errors. */
export function pageCacheControl(status: number): string {
  if (status >= 500 || status === 429) return 'no-store';
  const shared = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}`;
  return status === 200
    ? `${shared}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`
    : shared;
}

/**
 * nginx counts a copy's lifetime in whole seconds, so `s-maxage=1` keeps it 1 to 2 s. This nginx-only header (it
 * never reaches visitors) ends the copy with the current second instead: a publish then shows through the cache
 * within a second of the site learning of it. Other caches follow `s-maxage`. Null where nothing is shared.
 */
export function sharedCacheExpiry(status: number, now = Date.now()): string | null {
  return pageCacheControl(status).startsWith('public') ? `@${Math.floor(now / 1000)}` : null;
}

/** What a shared answer is made of: by default a page's headers for status 200 and the body's strong ETag. */
export interface SharedAnswer {
  body: string;
  contentType: string;
  /** The answer's status: it sets the page's Cache-Control and nginx's end of its copy, and only 200 gets a 304. */
  status?: number;
  /** The body's validator where it is already known (a kept page's), so the body is not hashed again. */
  etag?: string;
  /**
   * A lifetime of the answer's own instead of a page's. nginx then keeps it by this alone: X-Accel-Expires would
   * override it and end the copy with the current second.
   */
  cacheControl?: string;
}

/**
 * The headers of a shared answer (a page, a feed, the sitemap, an IIIF document, the dropdown's answer): its type,
 * its Cache-Control, nginx's end of its copy where it is shared for a page's lifetime, and its strong ETag.
 */
export function sharedHeaders(
  { body, contentType, status = 200, etag = strongEtag(body), cacheControl }: SharedAnswer,
  now = Date.now(),
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Cache-Control': cacheControl ?? pageCacheControl(status),
    ETag: etag,
  };
  const expiry = cacheControl === undefined ? sharedCacheExpiry(status, now) : null;
  if (expiry) headers['X-Accel-Expires'] = expiry;
  return headers;
}

/** `body` as a shared answer of this type, or a 304 with the same headers when the request already holds it. */
export function sharedResponse(request: Request, body: string, contentType: string): Response {
  const headers = sharedHeaders({ body, contentType });
  if (matchesEtag(request.headers.get('If-None-Match'), headers.ETag))
    return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

/**
 * The same for the Express server (a kept page, an IIIF image description): the answer with its headers, or a
 * 304 with the same headers when the request already holds it.
 */
export function sendShared(req: ExpressRequest, res: ExpressResponse, answer: SharedAnswer): void {
  const status = answer.status ?? 200;
  const headers = sharedHeaders(answer);
  res.status(status);
  // Set as they are: Express's res.set would rewrite a Content-Type that names no charset.
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (matchesEtag(req.get('If-None-Match'), headers.ETag, status)) res.status(304).end();
  else res.end(answer.body);
}
