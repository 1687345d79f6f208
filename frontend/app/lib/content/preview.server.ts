/** Drafts for the editors' preview: read from the CMS on each request, never from the content cache. */
import { createHash, timingSafeEqual } from 'node:crypto';
import { data } from 'react-router';
import type { Article, ArchiveEntry, Scan } from '@folio/core';
import { cmsUrl, previewSecret } from '../env.server';
import { notFound } from './loaders.server';

const PREVIEW_KINDS = ['scans', 'archives', 'articles'] as const;
type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** Private, never cached, never indexed, and the secret in the URL is not sent on as a referrer. */
const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
};

const sameSecret = (presented: string, expected: string) => {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
};

/**
 * /preview?secret&kind&documentId: the admin's "Open preview", the editor's draft of a scan, archive
 * entry or article, fetched from the CMS with the shared preview secret.
 */
export async function loadDraft(url: string) {
  const params = new URL(url).searchParams;
  const expected = previewSecret();
  if (!expected || !sameSecret(params.get('secret') ?? '', expected)) {
    throw data('Preview needs the editors’ secret.', { status: 401, headers: PRIVATE_HEADERS });
  }
  const kind = params.get('kind') as PreviewKind;
  const documentId = params.get('documentId') ?? '';
  if (!PREVIEW_KINDS.includes(kind) || !/^[\w-]{1,64}$/.test(documentId)) notFound();
  const response = await fetch(`${cmsUrl()}/api/catalog/preview/${kind}/${documentId}`, {
    headers: { 'x-preview-secret': expected },
    signal: AbortSignal.timeout(5_000),
  });
  if (response.status === 404) notFound();
  if (!response.ok) throw data('The draft could not be loaded.', { status: 502, headers: PRIVATE_HEADERS });
  const entry = (await response.json()) as Article | Scan | ArchiveEntry;
  return data({ kind, entry }, { headers: PRIVATE_HEADERS });
}
