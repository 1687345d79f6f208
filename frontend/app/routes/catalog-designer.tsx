import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { loadDesignerPage } from '../features/catalog/api/catalogPages.server';
import { EntryGrid } from '../features/catalog/components/EntryGrid';
import { loadArticlesMentioning } from '../features/articles/api/designerArticles.server';
import { ArticleGrid } from '../features/articles/components/ArticleGrid';
import { CardSection } from '../components/cards/CardSection';
import { PageHeading } from '../components/layout/PageHeading';
import { designerFeedPath } from '../lib/seo/feeds';
import { metaTags } from '../lib/seo/pageHead';
import type { Route } from './+types/catalog-designer';

const ABOVE_THE_FOLD_COVERS = 5;

/** The spec's page of one designer's scans or archives, and below it the rest of the library has of them (record 183). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadDesignerPage(request.url, params.designer ?? '');
  return { ...page, articles: await loadArticlesMentioning(page.designer.slug) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        ...metaTags(data.head),
        {
          tagName: 'link',
          rel: 'alternate',
          type: 'application/rss+xml',
          title: `${data.designer.name} in the library`,
          href: designerFeedPath(data.designer.slug),
        },
      ]
    : [];

export default function CatalogDesignerRoute({ loaderData }: Route.ComponentProps) {
  const { kind, label, title, description, cards, designer, elsewhere, articles } = loaderData;
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
      {/* As far from the sections below as they are from each other (their bottom margin). */}
      <Box sx={{ mb: 6 }}>
        <EntryGrid
          entries={cards}
          label={title}
          priorityCount={ABOVE_THE_FOLD_COVERS}
          showDesigner={false}
          headingLevel="h2"
        />
      </Box>
      {elsewhere && (
        <CardSection
          id="designer-elsewhere"
          title={`Also in the ${elsewhere.label.toLowerCase()}`}
          link={{
            to: elsewhere.path,
            label: `All ${elsewhere.label.toLowerCase()} of ${designer.name} (${elsewhere.count})`,
          }}
        >
          <EntryGrid entries={elsewhere.cards} showDesigner={false} headingLevel="h3" />
        </CardSection>
      )}
      {articles.length > 0 && (
        <CardSection id="designer-articles" title={`Articles mentioning ${designer.name}`}>
          <ArticleGrid articles={articles} headingLevel="h3" />
        </CardSection>
      )}
    </>
  );
}
