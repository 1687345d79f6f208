import { compareTitles } from '../sort.js';
import { blockReadableText, normaliseSearchText, searchWords } from './normalise.js';
import { WordIndex } from './word-index.js';

export interface SearchableEntry {
  title: string;
  designerOrBrand: string;
}

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
  words: string[];
  articles: A[];
  scans: S[];
  archives: E[];
  totals: { articles: number; scans: number; archives: number };
}

export interface SearchOptions {
  limit?: number;
}

// Each document keeps two text fields, so its slots are document * 2 + field.
const TITLE_FIELD = 0;
const SECOND_FIELD = 1;
const slotOf = (document: number, field: number) => document * 2 + field;
// Above this share of matching documents, walking all of them in order beats sorting the matches.
const DENSE_MATCH_SHARE = 1 / 16;

interface CategoryMatches {
  documents: Int32Array;
  titleMatches: Uint32Array;
  secondMatches: Uint32Array;
}

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

// A query word matches as a substring of the handled text, so a half-typed word already matches ("garc" finds
// "Garçons"); every word must occur, so typing more words narrows the list.
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

// The content cache hands out the same lists until the catalog version changes, so this builds once per version.
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
