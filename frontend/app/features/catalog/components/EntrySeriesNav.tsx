import { SeriesLink, SeriesNav } from '../../../components/series/SeriesNav';
import type { SeriesNeighbour } from '../related';
import type { SeriesPosition } from '../series';

/**
 * "Issue 3 of 12" with links to the previous and next entries of the series. A link says "Previous" or
 * "Next"; its name, which starts with that word, adds the title for screen readers, and the arrow is not read.
 */
export function EntrySeriesNav({ series }: { series: SeriesPosition<SeriesNeighbour> }) {
  const { name, label, previous, next } = series;
  return (
    <SeriesNav label={name ? `Series: ${name}` : 'Series'} position={label}>
      {previous && (
        <SeriesLink to={previous.path} rel="prev" prefetch="intent" aria-label={`Previous: ${previous.title}`}>
          <span aria-hidden="true">←&nbsp;</span>Previous
        </SeriesLink>
      )}
      {next && (
        <SeriesLink to={next.path} rel="next" prefetch="intent" aria-label={`Next: ${next.title}`}>
          Next<span aria-hidden="true">&nbsp;→</span>
        </SeriesLink>
      )}
    </SeriesNav>
  );
}
