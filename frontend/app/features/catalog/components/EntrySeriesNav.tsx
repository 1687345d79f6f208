import { ScreenReaderText, SeriesLink, SeriesNav } from '../../../components/series/SeriesNav';
import type { SeriesNeighbour } from '../related';
import type { SeriesPosition } from '../series';

/** "Issue 3 of 12" with links to the previous and next entries of the series; each link names its title. */
export function EntrySeriesNav({ series }: { series: SeriesPosition<SeriesNeighbour> }) {
  const { name, label, previous, next } = series;
  return (
    <SeriesNav label={name ? `Series: ${name}` : 'Series'} position={label}>
      {previous && (
        <SeriesLink to={previous.path} rel="prev" prefetch="intent">
          <span aria-hidden="true">←&nbsp;</span>Previous<ScreenReaderText>: {previous.title}</ScreenReaderText>
        </SeriesLink>
      )}
      {next && (
        <SeriesLink to={next.path} rel="next" prefetch="intent">
          Next<ScreenReaderText>: {next.title}</ScreenReaderText>
          <span aria-hidden="true">&nbsp;→</span>
        </SeriesLink>
      )}
    </SeriesNav>
  );
}
