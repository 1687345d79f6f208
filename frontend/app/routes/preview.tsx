import type { Article, ArchiveEntry, Scan } from '@folio/core';
import { ArticleDetail } from '../features/articles/components/ArticleDetail';
import { partNumber } from '../features/articles/series';
import { EntryDetail } from '../features/catalog/components/EntryDetail';
import { PageReader } from '../features/reader/components/PageReader';
import { loadDraft } from '../lib/content/preview.server';
import type { Route } from './+types/preview';

export const loader = ({ request }: Route.LoaderArgs) => loadDraft(request.url);

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
