import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/layout/PageHeading';
import type { SearchResultsPageData } from '../api/searchResults.server';
import { countLabel, SEARCH_CATEGORIES, SEARCH_CATEGORY_LABELS, searchResultsPath } from '../searchCategories';
import { NoSearchResults } from './NoSearchResults';
import { PageHitsSection } from './PageHitsSection';
import { SearchForm } from './SearchForm';
import { SearchResultsSection, type RenderResults } from './SearchResultsSection';

/** Covers in the first row of the first non-empty section are above the fold. */
const ABOVE_THE_FOLD_COVERS = 5;

/** /searchResults?key=…: rendered on the server from the same engine as the dropdown, so it can be linked to. */
export function SearchResultsPage<EntryItem, ArticleItem>({
  data,
  renderResults,
}: {
  data: SearchResultsPageData<EntryItem, ArticleItem>;
  renderResults: RenderResults<EntryItem, ArticleItem>;
}) {
  const { key, words, category, page, pageCount, totals, sections, pageHits, suggestion } = data;
  const total = SEARCH_CATEGORIES.reduce((sum, which) => sum + totals[which], 0) + pageHits.length;
  const firstWithResults = sections.findIndex((section) => section.total > 0);

  if (!words.length) {
    return (
      <>
        <PageHeading title="Search" subtitle="Search by title, designer or brand, or for words in an article." />
        <SearchForm defaultValue={key} />
      </>
    );
  }
  return (
    <>
      <PageHeading
        title={category ? `${SEARCH_CATEGORY_LABELS[category]} for “${key}”` : `Search results for “${key}”`}
        subtitle={
          total > 0
            ? SEARCH_CATEGORIES.map((which) => countLabel(totals[which], which))
                .concat(pageHits.length > 0 ? [`${pageHits.length} found on their pages`] : [])
                .join(', ')
            : undefined
        }
      />
      <SearchForm defaultValue={key} />
      {suggestion && (
        <Typography sx={{ mb: 3, fontSize: '1.125rem' }}>
          Did you mean{' '}
          <Link component={RouterLink} to={searchResultsPath(suggestion)} sx={{ fontWeight: 600 }}>
            {suggestion}
          </Link>
          ?
        </Typography>
      )}
      {category && (
        <Link component={RouterLink} to={searchResultsPath(key)} sx={{ display: 'inline-block', mb: 3 }}>
          ← All results for “{key}”
        </Link>
      )}
      {total === 0 ? (
        <NoSearchResults query={key} />
      ) : (
        sections.map((section, index) => (
          <SearchResultsSection
            key={section.category}
            section={section}
            query={key}
            showSeeAll={!category}
            priorityCount={index === firstWithResults ? ABOVE_THE_FOLD_COVERS : 0}
            renderResults={renderResults}
          />
        ))
      )}
      {pageHits.length > 0 && <PageHitsSection groups={pageHits} words={words} />}
      {category && pageCount > 1 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Page {page} of {pageCount}
          </Typography>
          <Pagination
            page={page}
            count={pageCount}
            renderItem={(item) => (
              <PaginationItem
                component={RouterLink}
                to={searchResultsPath(key, { category, page: item.page ?? 1 })}
                {...item}
              />
            )}
          />
        </Box>
      )}
    </>
  );
}
