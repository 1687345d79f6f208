import type { EntryCard as EntryCardData } from '../cards';
import type { ImagePriority } from '../../../lib/media/responsiveImage';
import { cardListClasses } from '../../../lib/theme/customizations/cardLists';
import { CoverCard, type CardHeadingLevel } from '../../../components/cards/CoverCard';

interface EntryCardProps {
  entry: EntryCardData;
  priority?: ImagePriority;
  /** Leave the designer out when the whole page is about one designer. */
  showDesigner?: boolean;
  headingLevel?: CardHeadingLevel;
}

/** A scan or archive entry in a list: cover, title, designer or brand, year. */
export function EntryCard({ entry, priority = 'lazy', showDesigner = true, headingLevel }: EntryCardProps) {
  const facts = [showDesigner ? entry.designerOrBrand : null, entry.yearPublished].filter(Boolean).join(' · ');
  return (
    <CoverCard
      to={entry.path}
      title={entry.title}
      cover={entry.cover}
      priority={priority}
      headingLevel={headingLevel}
      caption={facts && <p className={cardListClasses.caption}>{facts}</p>}
    />
  );
}
