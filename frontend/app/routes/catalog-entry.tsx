import type { ShouldRevalidateFunction } from 'react-router';
import { loadEntryPage } from '../features/catalog/api/catalogPages.server';
import { EntryDetail } from '../features/catalog/components/EntryDetail';
import { CompareLink } from '../features/compare/components/CompareLink';
import { EntrySeriesNav } from '../features/catalog/components/EntrySeriesNav';
import { RelatedEntries } from '../features/catalog/components/RelatedEntries';
import { ScanPdfLink } from '../features/downloads/components/ScanPdfLink';
import { scanPagePath } from '../features/downloads/downloadPaths';
import { IiifManifestLink } from '../features/iiif/components/IiifManifestLink';
import { manifestHeadLink, manifestPath } from '../features/iiif/manifestLinks';
import { readerCitation } from '../features/reader/api/readerCitation.server';
import { loadReaderTexts } from '../features/reader/api/readerTexts.server';
import { PageReader } from '../features/reader/components/PageReader';
import { isPageTurnOnly } from '../features/reader/utils/pageUrl';
import { metaTags } from '../lib/seo/pageHead';
import type { Route } from './+types/catalog-entry';

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadEntryPage(request.url, params.designer ?? '', params.title ?? '');
  // The text of the page in the URL and a linked search inside the entry, so both are in the server's HTML.
  const texts = await loadReaderTexts(request.url, page.kind, page.entry.documentId, page.images.length);
  const citation = readerCitation(page.kind, page.entry, page.images, page.siteName, page.rights);
  return { ...page, texts, citation };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [...metaTags(data.head), manifestHeadLink(data.kind, data.entry.documentId)] : [];

// Turning a page in the reader only changes ?page=: the entry is already here.
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  isPageTurnOnly(args) ? false : args.defaultShouldRevalidate;

export default function CatalogEntryRoute({ loaderData }: Route.ComponentProps) {
  const { kind, entry, images, texts, related, rights, citation } = loaderData;
  return (
    <>
      <EntryDetail
        kind={kind}
        entry={entry}
        rights={rights}
        series={related?.series && <EntrySeriesNav series={related.series} />}
        manifestLink={<IiifManifestLink href={manifestPath(kind, entry.documentId)} />}
        compareLink={images.length > 0 ? <CompareLink path={entry.path} /> : undefined}
        downloadLink={
          kind === 'scans' && images.length > 0 ? (
            <ScanPdfLink documentId={entry.documentId} pageCount={images.length} />
          ) : undefined
        }
        // Keyed by entry: a link from one scan to another starts a fresh reader (layout choice, zoom).
        reader={
          <PageReader
            key={entry.path}
            title={entry.title}
            pages={images}
            noun={kind === 'scans' ? 'page' : 'image'}
            pageDownloadHref={kind === 'scans' ? (page) => scanPagePath(entry.documentId, page) : undefined}
            texts={texts}
            citation={citation}
          />
        }
      />
      {related && (
        <RelatedEntries kind={kind} designer={entry.designerorbrand} year={entry.yearPublished} related={related} />
      )}
    </>
  );
}
