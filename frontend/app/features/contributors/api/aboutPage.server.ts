/** /contributors' data for its route loader: the About text and the contributor list, with the page's head. */
import { content } from '../../../lib/content/content.server';
import { loadContent } from '../../../lib/content/loaders.server';
import { buildPageHead } from '../../../lib/seo/pageHead.server';
import { aboutPageJsonLd } from '../../../lib/seo/structuredData';

const TITLE = 'About';

export async function loadAboutPage() {
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
  return { title: TITLE, about, head };
}
