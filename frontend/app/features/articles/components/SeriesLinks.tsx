import { SeriesLink, SeriesNav } from '../../../components/series/SeriesNav';
import type { SeriesPart } from '../series';

/** "Part 1" / "Part 2" navigation between the parts of an interview, with "Part 2 of 2" when it is numbered. */
export function SeriesLinks({ currentPart, parts }: { currentPart: number | null; parts: SeriesPart[] }) {
  if (!parts.length) return null;
  const total = Math.max(currentPart ?? 0, ...parts.map((part) => part.part));
  return (
    <SeriesNav
      label="Other parts of this article"
      position={currentPart !== null ? `Part ${currentPart} of ${total}` : undefined}
    >
      {parts.map((part) => (
        <SeriesLink key={part.slug} to={`/articles/${part.slug}`} prefetch="intent">
          {currentPart !== null && part.part < currentPart ? '← ' : ''}Read Part {part.part}
          {currentPart !== null && part.part > currentPart ? ' →' : ''}
        </SeriesLink>
      ))}
    </SeriesNav>
  );
}
