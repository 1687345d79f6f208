import Typography from '@mui/material/Typography';
import { loadAboutPage } from '../features/contributors/api/aboutPage.server';
import { AboutText } from '../features/contributors/components/AboutText';
import { ContributorList } from '../features/contributors/components/ContributorList';
import { PageHeading } from '../components/layout/PageHeading';
import { metaTags } from '../lib/seo/pageHead';
import type { Route } from './+types/contributors';

export const loader = () => loadAboutPage();

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

export default function ContributorsRoute({ loaderData }: Route.ComponentProps) {
  const { title, about } = loaderData;
  return (
    <>
      <PageHeading title={title} />
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
