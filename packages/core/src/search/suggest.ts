import { distance } from 'fastest-levenshtein';
import {
  searchIndexFor,
  type SearchableArticle,
  type SearchableEntry,
  type SearchCatalog,
  type SearchIndex,
  type SearchOptions,
  type SearchResults,
} from './engine.js';
import { normaliseSearchText, searchWords } from './normalise.js';

export const SUGGEST_BELOW_RESULTS = 3;

export function forgivenEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

interface VocabularyWord {
  count: number;
  display: string;
}

interface DesignerName {
  display: string;
  words: string[];
  entries: number;
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

export const MAX_CORRECTED_WORDS = 3;
const REMEMBERED_CORRECTIONS = 5_000;

// Only asked when the search finds little, so it never reorders or replaces the search's results.
export class SearchSuggester {
  private readonly vocabulary = new Map<string, VocabularyWord>();
  private readonly byLength = new Map<number, string[]>();
  private readonly designers: DesignerName[];
  private readonly corrections = new Map<string, string | null>();

  constructor(catalog: SearchCatalog<SearchableEntry, SearchableEntry, SearchableArticle>) {
    const designers = new Map<string, DesignerName>();
    for (const entry of [...catalog.scans, ...catalog.archives]) {
      this.addText(entry.title);
      const name = entry.designerOrBrand ?? '';
      const key = normaliseSearchText(name);
      if (!key) continue;
      const known = designers.get(key);
      if (known) known.entries += 1;
      else designers.set(key, { display: name.trim(), words: key.split(' '), entries: 1 });
      this.addText(name);
    }
    for (const article of catalog.articles) this.addText(article.title);
    this.designers = [...designers.values()].sort((a, b) => b.entries - a.entries);
    for (const word of this.vocabulary.keys()) {
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
    }
  }

  private addText(text: string) {
    for (const token of text.split(/[\s@]+/)) {
      // A token can hold several handled words ("A-POC" reads "apoc", but "Spring/Summer" one word too).
      for (const word of normaliseSearchText(token).split(' ')) {
        if (!word) continue;
        const known = this.vocabulary.get(word);
        if (known) known.count += 1;
        else this.vocabulary.set(word, { count: 1, display: token.replace(EDGE_PUNCTUATION, '') || word });
      }
    }
  }

  // Remembered because typing asks the same words again and again.
  private closestWordRemembered(word: string): string | null {
    const known = this.corrections.get(word);
    if (known !== undefined) return known;
    if (this.corrections.size >= REMEMBERED_CORRECTIONS) this.corrections.clear();
    const closest = this.closestWord(word);
    this.corrections.set(word, closest);
    return closest;
  }

  closestWord(word: string): string | null {
    const edits = forgivenEdits(word.length);
    if (edits === 0) return null;
    let best: { word: string; edits: number; count: number; prefix: boolean } | null = null;
    const consider = (candidate: string, found: number, prefix: boolean) => {
      const count = this.vocabulary.get(candidate)!.count;
      if (
        !best ||
        Number(prefix) < Number(best.prefix) ||
        (prefix === best.prefix && (found < best.edits || (found === best.edits && count > best.count)))
      ) {
        best = { word: candidate, edits: found, count, prefix };
      }
    };
    for (let length = word.length - edits; length <= word.length + edits; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        const found = distance(word, candidate);
        if (found <= edits) consider(candidate, found, false);
      }
    }
    if (best) return (best as { word: string }).word;
    for (const [length, candidates] of this.byLength) {
      if (length <= word.length + edits) continue;
      for (const candidate of candidates) {
        let found = Infinity;
        for (let cut = word.length - edits; cut <= word.length + edits; cut++) {
          found = Math.min(found, distance(word, candidate.slice(0, cut)));
        }
        if (found <= edits) consider(candidate, found, true);
      }
    }
    return best ? (best as { word: string }).word : null;
  }

  suggest(query: string, index: SearchIndex): string | null {
    const words = searchWords(query);
    let changed = false;
    let looked = 0;
    const corrected = words.map((word) => {
      if (resultCount(index.search(word, { limit: 0 })) > 0) return word;
      // Each look scans the vocabulary: a query of many unknown words costs a few, not one per word.
      if (looked++ >= MAX_CORRECTED_WORDS) return word;
      const closest = this.closestWordRemembered(word);
      if (!closest) return word;
      changed = true;
      return closest;
    });
    if (!changed) return null;
    const designer = this.designers.find((name) => corrected.every((word) => name.words.includes(word)));
    if (designer) return designer.display;
    return corrected.map((word) => this.vocabulary.get(word)?.display ?? word).join(' ');
  }
}

export const resultCount = (results: Pick<SearchResults, 'totals'>) =>
  results.totals.articles + results.totals.scans + results.totals.archives;

const suggesters = new WeakMap<object, { archives: object; articles: object; suggester: SearchSuggester }>();

export function searchSuggesterFor(catalog: SearchCatalog): SearchSuggester {
  const cached = suggesters.get(catalog.scans);
  if (cached && cached.archives === catalog.archives && cached.articles === catalog.articles) return cached.suggester;
  const suggester = new SearchSuggester(catalog);
  suggesters.set(catalog.scans, { archives: catalog.archives, articles: catalog.articles, suggester });
  return suggester;
}

export interface SearchAnswer<
  S extends SearchableEntry = SearchableEntry,
  E extends SearchableEntry = SearchableEntry,
  A extends SearchableArticle = SearchableArticle,
> extends SearchResults<S, E, A> {
  suggestion: string | null;
}

export function searchWithSuggestion<S extends SearchableEntry, E extends SearchableEntry, A extends SearchableArticle>(
  catalog: SearchCatalog<S, E, A>,
  query: string,
  options: SearchOptions = {},
): SearchAnswer<S, E, A> {
  const index = searchIndexFor(catalog);
  const results = index.search(query, options);
  const found = resultCount(results);
  if (results.words.length === 0 || found >= SUGGEST_BELOW_RESULTS) return { ...results, suggestion: null };
  const suggestion = searchSuggesterFor(catalog).suggest(query, index as unknown as SearchIndex);
  const better = suggestion !== null && resultCount(index.search(suggestion, { limit: 0 })) > found;
  return { ...results, suggestion: better ? suggestion : null };
}
