import { compareTitles } from '../sort.js';
import { blockReadableText, normaliseSearchText, searchWords } from './normalise.js';
import { WordIndex } from './word-index.js';

/** What the engine reads of a scan or an archive entry. */
export interface SearchableEntry {
  title: string;
  designerOrBrand: string;
}

/** What the engine reads of an article. */
export interface SearchableArticle {
  title: string;
  description: string;
  blocks: readonly string[];
}

export interface SearchCatalog<
  S extends SearchableEntry = SearchableEntry,
  E extends SearchableEntry = SearchableEntry,
  A extends SearchableArticle = SearchableArticle,
> {
  scans: readonly S[];
  archives: readonly E[];
  articles: readonly A[];
}

export interface SearchResults<
  S extends SearchableEntry = SearchableEntry,
  E extends SearchableEntry = SearchableEntry,
  A extends SearchableArticle = SearchableArticle,
> {
  /** The query words after text handling; empty when nothing searchable was typed. */
  words: string[];
  articles: A[];
  scans: S[];
  archives: E[];
  /** How many matched in each category, before any limit. */
  totals: { articles: number; scans: number; archives: number };
}

export interface SearchOptions {
  /** Most results returned per category (the dropdown passes SEARCH_RESULTS_PER_CATEGORY). */
  limit?: number;
}

/** Both kinds of category index keep two text fields per document: slot = document * 2 + field. */
const TITLE_FIELD = 0;
const SECOND_FIELD = 1;
const slotOf = (document: number, field: number) => document * 2 + field;
/** Above this share of matching documents, walking all of them in order beats sorting the matches. */
const DENSE_MATCH_SHARE = 1 / 16;

interface CategoryMatches {
  /** Matching documents in title order. */
  documents: Int32Array;
  /** Per matching document (same positions): occurrences of all query words in each field. */
  titleMatches: Uint32Array;
  secondMatches: Uint32Array;
}

/** One category's documents, in title order, and the index of their two text fields. */
class CategoryIndex<T> {
  readonly documents: T[];
  private readonly words: WordIndex;
  // Scratch space reused by every query (queries run one at a time); only touched cells are reset.
  private readonly countsBySlot: Uint32Array;
  private readonly wordsMatched: Uint8Array;
  private readonly titleTotals: Uint32Array;
  private readonly secondTotals: Uint32Array;

  constructor(items: readonly T[], title: (item: T) => string, secondField: (item: T) => string) {
    this.documents = [...items].sort((a, b) => compareTitles(title(a), title(b)));
    this.words = new WordIndex(
      this.documents.flatMap((item) => [normaliseSearchText(title(item)), normaliseSearchText(secondField(item))]),
    );
    const count = this.documents.length;
    this.countsBySlot = new Uint32Array(slotOf(count, 0));
    this.wordsMatched = new Uint8Array(count);
    this.titleTotals = new Uint32Array(count);
    this.secondTotals = new Uint32Array(count);
  }

  /** Documents in which every query word occurs in either field, with the occurrences per field. */
  match(queryWords: readonly string[]): CategoryMatches {
    const { countsBySlot, wordsMatched, titleTotals, secondTotals } = this;
    const touchedSlots: number[] = [];
    let candidates: number[] = [];
    let everMatched: number[] = [];
    queryWords.forEach((queryWord, position) => {
      if (position > 0 && candidates.length === 0) return;
      touchedSlots.length = 0;
      this.words.addOccurrences(queryWord, countsBySlot, touchedSlots);
      const stillMatching: number[] = [];
      for (const slot of touchedSlots) {
        const document = slot >> 1;
        // A document stays a candidate only while it has matched every query word so far.
        if (wordsMatched[document] !== position) continue;
        wordsMatched[document] = position + 1;
        titleTotals[document] += countsBySlot[slotOf(document, TITLE_FIELD)];
        secondTotals[document] += countsBySlot[slotOf(document, SECOND_FIELD)];
        stillMatching.push(document);
      }
      for (const slot of touchedSlots) countsBySlot[slot] = 0;
      if (position === 0) everMatched = stillMatching;
      candidates = stillMatching;
    });

    const documents = this.inTitleOrder(candidates, queryWords.length);
    const titleMatches = new Uint32Array(documents.length);
    const secondMatches = new Uint32Array(documents.length);
    documents.forEach((document, i) => {
      titleMatches[i] = titleTotals[document];
      secondMatches[i] = secondTotals[document];
    });
    for (const document of everMatched) {
      wordsMatched[document] = 0;
      titleTotals[document] = 0;
      secondTotals[document] = 0;
    }
    return { documents, titleMatches, secondMatches };
  }

  private inTitleOrder(candidates: number[], wordCount: number): Int32Array {
    if (candidates.length < this.documents.length * DENSE_MATCH_SHARE) return Int32Array.from(candidates).sort();
    const documents = new Int32Array(candidates.length);
    let next = 0;
    for (let document = 0; document < this.documents.length; document++) {
      if (this.wordsMatched[document] === wordCount) documents[next++] = document;
    }
    return documents;
  }
}

/**
 * The search engine of the site, shared by the navbar dropdown (in the browser) and the results
 * page (rendered on the server). Build it once per catalog version (see `searchIndexFor`), then
 * query it on every keystroke.
 *
 * Rules (the spec's search rules, and the readings where it is silent):
 * - Text handling as in `normaliseSearchText`, on both the query and the catalog.
 * - A query is split into words; an entry matches when EVERY word occurs in it, so typing more
 *   words narrows the list. A word occurs where it is a substring of the handled text, so a
 *   half-typed word already matches ("garc" finds "Garçons").
 * - Scans and archives: the words are looked for in the title and designerOrBrand; a word may be in
 *   either ("six garcons" finds "Six Issue 1" by Comme des Garçons). Results in title order.
 * - Articles: the words are looked for in the title, the description and the blocks (their readable
 *   text: link addresses and line markers left out). One match is one non-overlapping occurrence of
 *   one query word. Articles are ranked by matches in the title, then by matches in the description
 *   plus blocks, then by title order; an article with zero matches is dropped.
 * - Title order is natural-numeric and case-insensitive (`compareTitles`): "Issue 2" before "Issue 10".
 */
export class SearchIndex<
  S extends SearchableEntry = SearchableEntry,
  E extends SearchableEntry = SearchableEntry,
  A extends SearchableArticle = SearchableArticle,
> {
  private readonly scans: CategoryIndex<S>;
  private readonly archives: CategoryIndex<E>;
  private readonly articles: CategoryIndex<A>;

  constructor(catalog: SearchCatalog<S, E, A>) {
    const designerOrBrand = (entry: SearchableEntry) => entry.designerOrBrand ?? '';
    this.scans = new CategoryIndex(catalog.scans, (scan) => scan.title, designerOrBrand);
    this.archives = new CategoryIndex(catalog.archives, (entry) => entry.title, designerOrBrand);
    this.articles = new CategoryIndex(
      catalog.articles,
      (article) => article.title,
      (article) => [article.description ?? '', ...(article.blocks ?? []).map(blockReadableText)].join(' '),
    );
  }

  search(query: string, { limit = Infinity }: SearchOptions = {}): SearchResults<S, E, A> {
    const words = searchWords(query);
    const scans = this.scans.match(words).documents;
    const archives = this.archives.match(words).documents;
    const { documents, titleMatches, secondMatches } = this.articles.match(words);
    const ranking = Array.from(documents.keys()).sort(
      (a, b) => titleMatches[b] - titleMatches[a] || secondMatches[b] - secondMatches[a] || documents[a] - documents[b],
    );
    const pick = <T>(category: CategoryIndex<T>, inOrder: ArrayLike<number>) =>
      Array.from({ length: Math.min(limit, inOrder.length) }, (_, i) => category.documents[inOrder[i]]);
    return {
      words,
      articles: pick(
        this.articles,
        ranking.map((i) => documents[i]),
      ),
      scans: pick(this.scans, scans),
      archives: pick(this.archives, archives),
      totals: { articles: documents.length, scans: scans.length, archives: archives.length },
    };
  }
}

const indexes = new WeakMap<object, { archives: object; articles: object; index: unknown }>();

/**
 * The index of a catalog, built on first use and reused while the catalog's three lists are the
 * same objects. The site's content cache hands out the same lists until the catalog version
 * changes, so this builds once per version in the browser and on the server alike.
 */
export function searchIndexFor<S extends SearchableEntry, E extends SearchableEntry, A extends SearchableArticle>(
  catalog: SearchCatalog<S, E, A>,
): SearchIndex<S, E, A> {
  const cached = indexes.get(catalog.scans);
  if (cached && cached.archives === catalog.archives && cached.articles === catalog.articles) {
    return cached.index as SearchIndex<S, E, A>;
  }
  const index = new SearchIndex(catalog);
  indexes.set(catalog.scans, { archives: catalog.archives, articles: catalog.articles, index });
  return index;
}
