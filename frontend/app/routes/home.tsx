import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { ArticleGrid } from '../features/articles/components/ArticleGrid';
import { EntryGrid } from '../features/catalog/components/EntryGrid';
import { HomeSection } from '../features/home/components/HomeSection';
import { toArticleCard } from '../features/articles/articleCards';
import { toEntryCard } from '../features/catalog/cards';
import { content } from '../lib/content/content.server';
import { recentlyUpdated } from '../features/catalog/featured';
import { loadContent } from '../lib/content/loaders.server';
import { metaTags } from '../lib/seo/pageHead';
import { buildPageHead } from '../lib/seo/pageHead.server';
import { webSiteJsonLd } from '../lib/seo/structuredData';
import type { Route } from './+types/home';

const LATEST_ARTICLES = 5;
const FEATURED_ENTRIES = 10;

export async function loader() {
  const [articles, scans, archives] = await loadContent(() =>
    Promise.all([content.articles(), content.scans(), content.archives()]),
  );
  const head = await buildPageHead({
    path: '/',
    image: articles[0]?.cover,
    jsonLd: ({ identity }) => [webSiteJsonLd(identity.siteName, identity.siteUrl, identity.description)],
  });
  return {
    siteName: head.siteName,
    description: head.description,
    articles: articles.slice(0, LATEST_ARTICLES).map(toArticleCard),
    scans: recentlyUpdated(scans, FEATURED_ENTRIES).map(toEntryCard),
    archives: recentlyUpdated(archives, FEATURED_ENTRIES).map(toEntryCard),
    head,
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { siteName, description, articles, scans, archives } = loaderData;
  return (
    <>
      {/* sx width: 1 would mean 100%: this heading overflowed phone screens sideways. */}
      <Typography variant="h1" sx={visuallyHidden}>
        {siteName}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ mb: { xs: 4, sm: 6 }, maxWidth: 720, fontSize: '1.1rem' }}>
        {description}
      </Typography>
      <HomeSection title="Latest articles" moreLink={{ to: '/articles', label: 'All articles' }}>
        {/* The first covers are the largest images above the fold. */}
        <ArticleGrid articles={articles} label="Latest articles" priorityCount={LATEST_ARTICLES} />
      </HomeSection>
      <HomeSection title="Featured scans" moreLink={{ to: '/scans', label: 'All scans' }}>
        <EntryGrid entries={scans} label="Featured scans" />
      </HomeSection>
      <HomeSection title="Featured archives" moreLink={{ to: '/archives', label: 'All archives' }}>
        <EntryGrid entries={archives} label="Featured archives" />
      </HomeSection>
    </>
  );
}
