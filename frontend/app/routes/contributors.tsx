import Typography from '@mui/material/Typography';
import { AboutText } from '../features/contributors/components/AboutText';
import { ContributorList } from '../features/contributors/components/ContributorList';
import { PageHeading } from '../components/layout/PageHeading';
import { content } from '../lib/content/content.server';
import { loadContent } from '../lib/content/loaders.server';
import { metaTags } from '../lib/seo/pageHead';
import { buildPageHead } from '../lib/seo/pageHead.server';
import { aboutPageJsonLd } from '../lib/seo/structuredData';
import type { Route } from './+types/contributors';

const TITLE = 'About';

/** /contributors: the About text and the contributor list from the CMS. */
export async function loader() {
  const { about, settings } = await loadContent(content.site);
  const description = about.body.split('\n')[0]?.trim() || settings.description;
  const head = await buildPageHead({
    title: TITLE,
    description,
    path: '/contributors',
    jsonLd: ({ url }) => [
      aboutPageJsonLd(
        TITLE,
        url,
        description,
        about.contributors.map((contributor) => contributor.name),
      ),
    ],
  });
  return { about, head };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

export default function ContributorsRoute({ loaderData }: Route.ComponentProps) {
  const { about } = loaderData;
  return (
    <>
      <PageHeading title={TITLE} />
      <AboutText body={about.body} />
      {about.contributors.length > 0 && (
        <>
          <Typography variant="h2" sx={{ mt: 6, mb: 3 }}>
            Contributors
          </Typography>
          <ContributorList contributors={about.contributors} />
        </>
      )}
    </>
  );
}
