import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cardListClasses } from '../../lib/theme/customizations/cardLists';

interface CardSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** A link beside the heading to the whole list ("All scans by …"). */
  link?: { to: string; label: string };
  /** A CardGrid whose cards have h3 titles. */
  children: ReactNode;
}

/** A titled group of cards below a page's own content (an h2 with a CardGrid). */
export function CardSection({ id, title, link, children }: CardSectionProps) {
  return (
    <section className={cardListClasses.section} aria-labelledby={id}>
      <div className={cardListClasses.sectionHeader}>
        <h2 className={cardListClasses.sectionTitle} id={id}>
          {title}
        </h2>
        {link && (
          <Link className={cardListClasses.sectionLink} to={link.to} prefetch="intent">
            {link.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
