import { Link } from 'react-router';
import type { EntryCard } from '../cards';
import type { DesignerGroup } from '../../../lib/content/groups';
import { cardListClasses } from '../../../lib/theme/customizations/cardLists';
import { designerAnchor } from './DesignerIndex';
import { EntryGrid } from './EntryGrid';

interface DesignerSectionProps {
  group: DesignerGroup<EntryCard>;
  typeLabel: string;
  priorityCount: number;
}

/** One designer's or brand's entries on a list page, with a link to their own page. */
export function DesignerSection({ group, typeLabel, priorityCount }: DesignerSectionProps) {
  const headingId = designerAnchor(group.slug);
  return (
    <section className={cardListClasses.section} aria-labelledby={headingId}>
      <div className={cardListClasses.sectionHeader}>
        <h2 className={cardListClasses.sectionTitle} id={headingId}>
          {group.title}
        </h2>
        <Link className={cardListClasses.sectionLink} to={group.path} prefetch="intent">
          All {typeLabel} by {group.title}
        </Link>
      </div>
      <EntryGrid entries={group.entries} priorityCount={priorityCount} showDesigner={false} />
    </section>
  );
}
