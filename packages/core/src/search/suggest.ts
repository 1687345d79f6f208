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

/** "Little": a query with fewer results than this in the three lists together may get a suggestion. */
export const SUGGEST_BELOW_RESULTS = 3;

/** Most edits (Levenshtein distance) forgiven in a word of this length: none in short words, more in long ones. */
export function forgivenEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

interface VocabularyWord {
  /** How often it occurs in titles and names: the commoner of two equally close words wins. */
  count: number;
  /** As first written in the catalog ("Garçons" for "garcons"), for the suggestion's text. */
  display: string;
}

interface DesignerName {
  display: string;
  words: string[];
  entries: number;
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * "Did you mean …": typo-tolerant matching of the words a query misses against the vocabulary of the
 * catalog's designer names and titles (Levenshtein distance, fastest-levenshtein). Only asked when the
 * spec's search finds little (see `searchWithSuggestion`), so it never reorders or replaces its results.
 */
/** Unknown words of one query that are looked up for a correction; the others are left as typed. */
export const MAX_CORRECTED_WORDS = 3;
/** Corrections a suggester remembers before it starts again. */
const REMEMBERED_CORRECTIONS = 5_000;

export class SearchSuggester {
  private readonly vocabulary = new Map<string, VocabularyWord>();
  /** Vocabulary words by length, so a word is only compared with words that can be close enough. */
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

  /**
   * The closest vocabulary word within the edits forgiven for the word's length: a whole word first, else
   * a word the typed one begins (a half-typed misspelling, "margel" → "margiela"); ties go to the commoner word.
   */
  /** `closestWord`, remembered for the words asked lately (typing asks the same words again and again). */
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

  /**
   * The whole query with each word the search does not find replaced by its closest vocabulary word; when the
   * words then all belong to one designer or brand, that name as the catalog writes it ("margela" → "Maison
   * Martin Margiela"). Null when no word needed or found a correction.
   */
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

/** Matches in the three lists together. */
export const resultCount = (results: Pick<SearchResults, 'totals'>) =>
  results.totals.articles + results.totals.scans + results.totals.archives;

const suggesters = new WeakMap<object, { archives: object; articles: object; suggester: SearchSuggester }>();

/** The suggester of a catalog, built on first use and reused while its lists are the same objects (as `searchIndexFor`). */
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
  /** "Did you mean …": a corrected query that finds more, offered when the search found little; else null. */
  suggestion: string | null;
}

/**
 * The spec's search first; only when it finds fewer than SUGGEST_BELOW_RESULTS, a suggestion, kept only if
 * it finds more than the query did.
 */
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
