import { compareTitles } from '../sort.js';
import type { SearchableArticle, SearchableEntry, SearchCatalog, SearchOptions, SearchResults } from './engine.js';
import { blockReadableText, normaliseSearchText, searchWords } from './normalise.js';

// Not used by the site: the reference the indexed engine must agree with (tests) and is measured against (bench).
export function naiveSearch<S extends SearchableEntry, E extends SearchableEntry, A extends SearchableArticle>(
  catalog: SearchCatalog<S, E, A>,
  query: string,
  { limit = Infinity }: SearchOptions = {},
): SearchResults<S, E, A> {
  const words = searchWords(query);
  const occurrences = (text: string) =>
    words.map((word) => {
      let count = 0;
      for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) count++;
      return count;
    });
  const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
  const matchesEntry = (entry: SearchableEntry) => {
    const inTitle = occurrences(normaliseSearchText(entry.title));
    const inDesigner = occurrences(normaliseSearchText(entry.designerOrBrand ?? ''));
    return words.length > 0 && words.every((_, i) => inTitle[i] + inDesigner[i] > 0);
  };
  const byTitle = (a: { title: string }, b: { title: string }) => compareTitles(a.title, b.title);

  const scans = catalog.scans.filter(matchesEntry).sort(byTitle);
  const archives = catalog.archives.filter(matchesEntry).sort(byTitle);
  const articles = catalog.articles
    .map((article) => {
      const inTitle = occurrences(normaliseSearchText(article.title));
      const inBody = occurrences(
        normaliseSearchText([article.description ?? '', ...(article.blocks ?? []).map(blockReadableText)].join(' ')),
      );
      const matched = words.length > 0 && words.every((_, i) => inTitle[i] + inBody[i] > 0);
      return { article, matched, titleMatches: sum(inTitle), bodyMatches: sum(inBody) };
    })
    .filter((ranked) => ranked.matched)
    .sort((a, b) => b.titleMatches - a.titleMatches || b.bodyMatches - a.bodyMatches || byTitle(a.article, b.article));
  return {
    words,
    articles: articles.slice(0, limit).map((ranked) => ranked.article),
    scans: scans.slice(0, limit),
    archives: archives.slice(0, limit),
    totals: { articles: articles.length, scans: scans.length, archives: archives.length },
  };
}
