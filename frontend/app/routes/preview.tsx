import Button from '@mui/material/Button';
import { PREVIEW_EXPIRED_MESSAGE, type Article, type ArchiveEntry, type Scan } from '@folio/core';
import { ArticleDetail } from '../features/articles/components/ArticleDetail';
import { partNumber } from '../features/articles/series';
import { EntryDetail } from '../features/catalog/components/EntryDetail';
import { PageReader } from '../features/reader/components/PageReader';
import { StatusScreen } from '../features/status/components/StatusScreen';
import { loadDraft, type PreviewRefusal } from '../lib/content/preview.server';
import type { Route } from './+types/preview';

export const loader = ({ request }: Route.LoaderArgs) => loadDraft(request.url);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const REFUSALS: Record<PreviewRefusal, { heading: string; message: string }> = {
  expired: { heading: 'PREVIEW LINK EXPIRED', message: PREVIEW_EXPIRED_MESSAGE },
  invalid: {
    heading: 'PREVIEW LINK NOT VALID',
    message: 'This preview link is incomplete or was changed — open the preview again from the admin.',
  },
};

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  {
    title:
      loaded && 'refused' in loaded
        ? `Preview: ${REFUSALS[loaded.refused].heading.toLowerCase()}`
        : `Preview: ${loaded?.entry.title ?? 'draft'}`,
  },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function PreviewRoute({ loaderData }: Route.ComponentProps) {
  if ('refused' in loaderData) {
    const { heading, message } = REFUSALS[loaderData.refused];
    return (
      <StatusScreen
        heading={heading}
        message={message}
        action={
          <Button variant="contained" href="/">
            Go to the site
          </Button>
        }
      />
    );
  }
  const { kind, entry, designers } = loaderData;
  if (kind === 'articles') {
    const article = entry as Article;
    return (
      <ArticleDetail article={article} currentPart={partNumber(article.slug)} otherParts={[]} designers={designers} />
    );
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
