import type { ShouldRevalidateFunction } from 'react-router';
import { PageHeading } from '../components/layout/PageHeading';
import { loadComparePage } from '../features/compare/api/comparePage.server';
import { ComparePage } from '../features/compare/components/ComparePage';
import { isPageTurnOnly } from '../features/compare/compareParams';
import { metaTags } from '../lib/seo/pageHead';
import type { Route } from './+types/compare';

export const loader = ({ request }: Route.LoaderArgs) => loadComparePage(request.url);

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

// Both entries' pages are here: turning one only changes its @page.
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  isPageTurnOnly(args.currentUrl, args.nextUrl) ? false : args.defaultShouldRevalidate;

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Compare two pages" />
      <ComparePage sides={loaderData.sides} choices={loaderData.choices} />
    </>
  );
}
