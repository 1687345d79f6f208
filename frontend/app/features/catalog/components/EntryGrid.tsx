import type { EntryCard as EntryCardData } from '../cards';
import { imagePriority } from '../../../lib/media/responsiveImage';
import { CardGrid } from '../../../components/cards/CardGrid';
import type { CardHeadingLevel } from '../../../components/cards/CoverCard';
import { EntryCard } from './EntryCard';

interface EntryGridProps {
  entries: EntryCardData[];
  label?: string;
  /** How many covers from the top are above the fold and load at once. */
  priorityCount?: number;
  showDesigner?: boolean;
  headingLevel?: CardHeadingLevel;
}

export function EntryGrid({ entries, label, priorityCount = 0, showDesigner = true, headingLevel }: EntryGridProps) {
  return (
    <CardGrid label={label}>
      {entries.map((entry, index) => (
        <EntryCard
          key={entry.id}
          entry={entry}
          priority={imagePriority(index, priorityCount)}
          showDesigner={showDesigner}
          headingLevel={headingLevel}
        />
      ))}
    </CardGrid>
  );
}
