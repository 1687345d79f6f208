import { createHash, timingSafeEqual } from 'node:crypto';
import { data } from 'react-router';
import type { Article, ArchiveEntry, Scan } from '@folio/core';
import { ArticleDetail } from '../features/articles/components/ArticleDetail';
import { partNumber } from '../features/articles/series';
import { EntryDetail } from '../features/catalog/components/EntryDetail';
import { PageReader } from '../features/reader/components/PageReader';
import { notFound } from '../lib/content/loaders.server';
import { cmsUrl, previewSecret } from '../lib/env.server';
import type { Route } from './+types/preview';

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
 * /preview?secret&kind&documentId: the admin's "Open preview". Shows the editor's draft of a scan,
 * archive entry or article, fetched from the CMS with the shared preview secret.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
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

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `Preview: ${loaded?.entry.title ?? 'draft'}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function PreviewRoute({ loaderData }: Route.ComponentProps) {
  const { kind, entry } = loaderData;
  if (kind === 'articles') {
    const article = entry as Article;
    return <ArticleDetail article={article} currentPart={partNumber(article.slug)} otherParts={[]} />;
  }
  const catalogEntry = entry as Scan | ArchiveEntry;
  const images = 'pages' in catalogEntry ? catalogEntry.pages : catalogEntry.images;
  return (
    <EntryDetail
      kind={kind}
      entry={catalogEntry}
      reader={<PageReader title={catalogEntry.title} pages={images} noun={kind === 'scans' ? 'page' : 'image'} />}
    />
  );
}
