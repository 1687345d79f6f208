// Inline code is named by hash rather than a per-response nonce, so the same bytes pass for every visitor of a shared
// cache, and a strong ETag lets caches revalidate with a 304.
import { createHash, randomBytes } from 'node:crypto';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { Parser } from 'htmlparser2';

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

// 27 base64 characters: 162 bits of the SHA-256.
export const strongEtag = (body: string) => `"${sha256(body).slice(0, 27)}"`;

export const hashSource = (text: string) => `'sha256-${sha256(text)}'`;

// Random per process, so no content can carry it: a `<script>` that reached the page any other way is not admitted.
export const RENDER_MARK = randomBytes(18).toString('base64url');
const MARK_ATTRIBUTE = ` nonce="${RENDER_MARK}"`;

// A real HTML parser rather than a pattern, so a `</script>` inside an attribute or a comment cannot misplace an
// element's end; entities are not decoded because the browser hashes the raw text.
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

export function sharedPage(status: number, renderedHtml: string): SharedPage {
  const hashes = inlineHashes(renderedHtml);
  const html = renderedHtml.replaceAll(MARK_ATTRIBUTE, '');
  return { status, html, hashes, etag: strongEtag(html) };
}

// Only a page that exists (200) is confirmed unchanged; a not-found page is sent again.
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string, status = 200): boolean {
  if (!ifNoneMatch || status !== 200) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === etag || candidate === '*');
}

// Browsers always revalidate (max-age=0), so a visitor never sees an older page than the shared cache holds.
export const SHARED_MAX_AGE_SECONDS = 1;
export const STALE_WHILE_REVALIDATE_SECONDS = 60;
export const STALE_IF_ERROR_SECONDS = 86_400;

export function pageCacheControl(status: number): string {
  if (status >= 500 || status === 429) return 'no-store';
  const shared = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}`;
  return status === 200
    ? `${shared}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`
    : shared;
}

// nginx counts a copy's lifetime in whole seconds (`s-maxage=1` keeps it 1 to 2 s); this nginx-only header ends the
// copy with the current second, so a publish shows through the cache within a second.
export function sharedCacheExpiry(status: number, now = Date.now()): string | null {
  return pageCacheControl(status).startsWith('public') ? `@${Math.floor(now / 1000)}` : null;
}

export interface SharedAnswer {
  body: string;
  contentType: string;
  status?: number;
  etag?: string;
  /** nginx then keeps the answer by this alone: X-Accel-Expires would end the copy with the current second. */
  cacheControl?: string;
}

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

export function sharedResponse(request: Request, body: string, contentType: string): Response {
  const headers = sharedHeaders({ body, contentType });
  if (matchesEtag(request.headers.get('If-None-Match'), headers.ETag))
    return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

export function sendShared(req: ExpressRequest, res: ExpressResponse, answer: SharedAnswer): void {
  const status = answer.status ?? 200;
  const headers = sharedHeaders(answer);
  res.status(status);
  // Set as they are: Express's res.set would rewrite a Content-Type that names no charset.
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (matchesEtag(req.get('If-None-Match'), headers.ETag, status)) res.status(304).end();
  else res.end(answer.body);
}
