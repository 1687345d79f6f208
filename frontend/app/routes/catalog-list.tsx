import { DesignerIndex } from '../features/catalog/components/DesignerIndex';
import { DesignerSection } from '../features/catalog/components/DesignerSection';
import { PageHeading } from '../components/layout/PageHeading';
import { toEntryCard } from '../features/catalog/cards';
import { ENTRY_KINDS, entryKindOf } from '../features/catalog/entryKinds';
import { groupByDesigner } from '../lib/content/groups';
import { loadEntries } from '../features/catalog/api/entries.server';
import { metaTags } from '../lib/seo/pageHead';
import { buildPageHead } from '../lib/seo/pageHead.server';
import { collectionPageJsonLd } from '../lib/seo/structuredData';
import { absoluteUrl } from '../lib/seo/urls';
import type { Route } from './+types/catalog-list';

/** Covers in the first section's first row are above the fold. */
const ABOVE_THE_FOLD_COVERS = 5;

/** /scans and /archives: every entry, grouped by designer or brand, A-Z. */
export async function loader({ request }: Route.LoaderArgs) {
  const kind = entryKindOf(request.url);
  const { label, description } = ENTRY_KINDS[kind];
  const entries = await loadEntries(kind);
  const groups = groupByDesigner(kind, entries, toEntryCard);
  // The share image is the list's first cover.
  const firstShown = entries.find((entry) => entry.id === groups[0]?.entries[0]?.id);
  const head = await buildPageHead({
    title: label,
    description,
    path: `/${kind}`,
    image: firstShown?.cover,
    jsonLd: ({ url, identity }) => [
      collectionPageJsonLd(
        label,
        url,
        description,
        groups.flatMap((group) =>
          group.entries.map((entry) => ({ name: entry.title, url: absoluteUrl(entry.path, identity.siteUrl) })),
        ),
      ),
    ],
  });
  return { kind, label, description, groups, head };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

export default function CatalogListRoute({ loaderData }: Route.ComponentProps) {
  const { label, description, groups } = loaderData;
  return (
    <>
      <PageHeading title={label} subtitle={description} />
      <DesignerIndex designers={groups} label={`${label}: collections A-Z`} />
      {groups.map((group, index) => (
        <DesignerSection
          key={group.slug}
          group={group}
          typeLabel={label}
          priorityCount={index === 0 ? ABOVE_THE_FOLD_COVERS : 0}
        />
      ))}
    </>
  );
}
