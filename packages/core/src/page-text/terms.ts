import { normaliseSearchText } from '../search/normalise.js';
import { compareTitles } from '../sort.js';

export interface PageTextTerm {
  match: string;
  count: number;
}

const EDGE_SYMBOLS = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * The words of the texts that begin with the prefix as search handles both, most frequent first; each is shown as it
 * is most often printed, without the punctuation around it ("Paris." reads "Paris").
 */
export function pageTextTerms(texts: readonly string[], prefix: string, limit: number): PageTextTerm[] {
  const start = normaliseSearchText(prefix);
  if (!start) return [];
  const found = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const text of texts) {
    for (const [token] of text.matchAll(/\S+/g)) {
      const handled = normaliseSearchText(token);
      if (!handled.startsWith(start)) continue;
      const spelling = token.replace(EDGE_SYMBOLS, '') || handled;
      const term = found.get(handled) ?? { count: 0, spellings: new Map<string, number>() };
      term.count += 1;
      term.spellings.set(spelling, (term.spellings.get(spelling) ?? 0) + 1);
      found.set(handled, term);
    }
  }
  return [...found.values()]
    .map(({ count, spellings }) => ({
      match: [...spellings].reduce((best, next) => (next[1] > best[1] ? next : best))[0],
      count,
    }))
    .sort((a, b) => b.count - a.count || compareTitles(a.match, b.match))
    .slice(0, limit);
}
