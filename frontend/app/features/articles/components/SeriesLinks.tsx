import { Link as RouterLink } from 'react-router';
import { seriesLinkClasses } from '../../../lib/theme/customizations/seriesLinks';
import type { SeriesPart } from '../series';

/** "Part 1" / "Part 2" navigation between the parts of an interview. */
export function SeriesLinks({ currentPart, parts }: { currentPart: number | null; parts: SeriesPart[] }) {
  if (!parts.length) return null;
  return (
    <nav aria-label="Other parts of this article" className={seriesLinkClasses.nav}>
      {parts.map((part) => (
        <RouterLink key={part.slug} className={seriesLinkClasses.link} to={`/articles/${part.slug}`} prefetch="intent">
          {currentPart !== null && part.part < currentPart ? '← ' : ''}Read Part {part.part}
          {currentPart !== null && part.part > currentPart ? ' →' : ''}
        </RouterLink>
      ))}
    </nav>
  );
}
