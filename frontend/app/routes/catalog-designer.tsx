import Link from '@mui/material/Link';
import { sortByTitle } from '@folio/core';
import { Link as RouterLink } from 'react-router';
import { EntryGrid } from '../features/catalog/components/EntryGrid';
import { PageHeading } from '../components/layout/PageHeading';
import { entriesOfDesigner, toEntryCard } from '../features/catalog/cards';
import { ENTRY_KINDS, entryKindOf } from '../features/catalog/entryKinds';
import { loadEntries } from '../features/catalog/api/entries.server';
import { notFound } from '../lib/content/loaders.server';
import { metaTags } from '../lib/seo/pageHead';
import { buildPageHead } from '../lib/seo/pageHead.server';
import { collectionPageJsonLd } from '../lib/seo/structuredData';
import { absoluteUrl } from '../lib/seo/urls';
import type { Route } from './+types/catalog-designer';

const ABOVE_THE_FOLD_COVERS = 5;

/** /scans/{designer} and /archives/{designer}: one designer's or brand's entries. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const kind = entryKindOf(request.url);
  const { label } = ENTRY_KINDS[kind];
  const entries = sortByTitle(entriesOfDesigner(await loadEntries(kind), params.designer ?? ''));
  if (!entries.length) notFound();
  const designer = entries[0].designerOrBrand;
  const title = `${designer} ${label}`;
  const description = `${label} of ${designer} in the library: ${entries.length} ${entries.length === 1 ? 'title' : 'titles'}.`;
  const cards = entries.map(toEntryCard);
  const head = await buildPageHead({
    title,
    description,
    path: `/${kind}/${entries[0].designerorbrand.slug}`,
    image: entries[0].cover,
    jsonLd: ({ url, identity }) => [
      collectionPageJsonLd(
        title,
        url,
        description,
        cards.map((card) => ({ name: card.title, url: absoluteUrl(card.path, identity.siteUrl) })),
      ),
    ],
  });
  return { kind, label, title, description, cards, head };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

export default function CatalogDesignerRoute({ loaderData }: Route.ComponentProps) {
  const { kind, label, title, description, cards } = loaderData;
  return (
    <>
      <PageHeading
        title={title}
        subtitle={
          <>
            {description}{' '}
            <Link component={RouterLink} to={`/${kind}`}>
              All {label}
            </Link>
          </>
        }
      />
      <EntryGrid
        entries={cards}
        label={title}
        priorityCount={ABOVE_THE_FOLD_COVERS}
        showDesigner={false}
        headingLevel="h2"
      />
    </>
  );
}
