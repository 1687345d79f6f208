import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cardListClasses } from '../../lib/theme/customizations/cardLists';

interface CardSectionProps {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}

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
