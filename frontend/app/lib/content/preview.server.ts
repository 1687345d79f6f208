// Drafts are read from the CMS on each request, never from the content cache.
import { data } from 'react-router';
import type { Article, ArchiveEntry, CatalogKind, Scan } from '@folio/core';
import { verifyPreview } from '@folio/core/preview-link';
import { cmsUrl, previewSecret } from '../env.server';
import { content } from './content.server';
import { articleDesignerLinks, designerDirectory, type DesignerLink } from './designers';
import { notFound } from './loaders.server';

// Private, never cached, never indexed, and the link is not sent on as a referrer.
const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
};

export type PreviewRefusal = 'invalid' | 'expired';

const refused = (reason: PreviewRefusal) =>
  data({ refused: reason } as const, { status: reason === 'expired' ? 410 : 401, headers: PRIVATE_HEADERS });

// The site checks the link first, so a forged or old one never reaches the CMS, which checks it again itself.
export async function loadDraft(url: string) {
  const params = Object.fromEntries(new URL(url).searchParams);
  const check = verifyPreview(params, previewSecret());
  if (!check.ok) return refused(check.reason);
  const { kind, documentId, status, expires, signature } = check.preview;
  const query = new URLSearchParams({ expires: String(expires), signature });
  const response = await fetch(`${cmsUrl()}/api/catalog/preview/${kind}/${documentId}/${status}?${query}`, {
    signal: AbortSignal.timeout(5_000),
  });
  if (response.status === 404) notFound();
  if (response.status === 410) return refused('expired');
  if (response.status === 401) return refused('invalid');
  if (!response.ok) throw data('The draft could not be loaded.', { status: 502, headers: PRIVATE_HEADERS });
  const entry = (await response.json()) as Article | Scan | ArchiveEntry;
  const designers = kind === 'articles' ? await designersOf(entry as Article) : [];
  return data({ kind: kind as CatalogKind, entry, designers }, { headers: PRIVATE_HEADERS });
}

async function designersOf(article: Article): Promise<DesignerLink[]> {
  try {
    const [scans, archives] = await Promise.all([content.scans(), content.archives()]);
    return articleDesignerLinks(article, designerDirectory(scans, archives));
  } catch {
    return [];
  }
}
