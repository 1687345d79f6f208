import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ResultSection } from '../api/searchResults.server';
import { ResultsSectionFrame } from './ResultsSectionFrame';
import { countLabel, SEARCH_CATEGORY_LABELS, searchResultsPath } from '../searchCategories';

/** Draws one section's results (the route hands in the catalog's and the articles' grids). */
export type RenderResults<EntryItem, ArticleItem> = (
  section: ResultSection<EntryItem, ArticleItem>,
  label: string,
  priorityCount: number,
) => ReactNode;

interface SearchResultsSectionProps<EntryItem, ArticleItem> {
  section: ResultSection<EntryItem, ArticleItem>;
  query: string;
  /** On the overview, a section showing only its first results links to all of them. */
  showSeeAll: boolean;
  priorityCount: number;
  renderResults: RenderResults<EntryItem, ArticleItem>;
}

/** One of the three result lists: heading with its count, covers, and the way to see them all. */
export function SearchResultsSection<EntryItem, ArticleItem>({
  section,
  query,
  showSeeAll,
  priorityCount,
  renderResults,
}: SearchResultsSectionProps<EntryItem, ArticleItem>) {
  const label = SEARCH_CATEGORY_LABELS[section.category];
  const headingId = `results-${section.category}`;
  const shown = section.category === 'articles' ? section.articles.length : section.entries.length;
  return (
    <ResultsSectionFrame id={headingId} label={label} count={section.total}>
      {section.total === 0 ? (
        <Typography color="text.secondary">
          No {label.toLowerCase()} match “{query}”.
        </Typography>
      ) : (
        renderResults(section, label, priorityCount)
      )}
      {showSeeAll && section.total > shown && (
        <Link
          component={RouterLink}
          to={searchResultsPath(query, { category: section.category })}
          sx={{ display: 'inline-block', mt: 2, fontWeight: 700 }}
        >
          See all {countLabel(section.total, section.category)}
        </Link>
      )}
    </ResultsSectionFrame>
  );
}
