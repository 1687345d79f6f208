// Built once per version of the page texts and catalog, then queried on every keystroke without reading any page's
// text again (docs/decisions/170-search-inside-apis.md).
import { compareTitles } from '../sort.js';
import { normaliseSearchText } from '../search/normalise.js';
import { WordIndex } from '../search/word-index.js';

export type PageTextKind = 'scans' | 'archives';

// Words of one or two letters are on nearly every page and cost the most to look for (docs/decisions/170).
export const LIBRARY_PAGE_WORD_MIN_LENGTH = 3;

export const libraryPageWords = (queryWords: readonly string[]) =>
  queryWords.filter((word) => word.length >= LIBRARY_PAGE_WORD_MIN_LENGTH).sort((a, b) => b.length - a.length);

// A shard's build holds the event loop for a few hundred ms at most.
const SHARD_PAGES = 8_192;

export interface LibraryEntryPages {
  kind: PageTextKind;
  documentId: string;
  title: string;
  files: readonly number[];
}

export interface LibraryPageText {
  fileId: number;
  text: string;
}

export interface LibraryHitPage {
  page: number;
  fileId: number;
}

/** An entry's best page is its first matching one; `pages` are its matching pages in page order, as many as asked. */
export interface LibraryPageHit extends LibraryHitPage {
  kind: PageTextKind;
  documentId: string;
  pages: LibraryHitPage[];
  /** How many of the entry's pages match, `pages` holding at most the number asked for. */
  pagesFound: number;
}

// Entries whose matching pages hold more occurrences rank first, then by title, scans before archive entries.
export class PageTextLibraryIndex {
  private entries: LibraryEntryPages[] = [];
  private shards: WordIndex[] = [];
  // A slot is one distinct file with text; entries share files (a page in two scans).
  private slotFiles = new Int32Array(0);
  private occurrenceStarts = new Int32Array(1);
  private occurrenceEntries = new Int32Array(0);
  private occurrencePages = new Int32Array(0);
  // Scratch space reused by every query (queries run one at a time); only touched cells are reset.
  private countsBySlot = new Uint32Array(0);
  private wordsMatched = new Uint8Array(0);
  private slotTotals = new Uint32Array(0);
  private entryScores = new Uint32Array(0);
  private entryPages = new Int32Array(0);

  constructor(
    entries: readonly LibraryEntryPages[],
    texts: Iterable<LibraryPageText>,
    private readonly shardPages = SHARD_PAGES,
  ) {
    const steps = this.setUp(entries, texts);
    while (!steps.next().done);
  }

  static async build(
    entries: readonly LibraryEntryPages[],
    texts: Iterable<LibraryPageText>,
    pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
    shardPages = SHARD_PAGES,
  ): Promise<PageTextLibraryIndex> {
    const index = new PageTextLibraryIndex([], [], shardPages);
    const steps = index.setUp(entries, texts);
    while (!steps.next().done) await pause();
    return index;
  }

  private *setUp(entries: readonly LibraryEntryPages[], texts: Iterable<LibraryPageText>): Generator<void> {
    this.entries = [...entries].sort(
      (a, b) => compareTitles(a.title, b.title) || (a.kind === b.kind ? 0 : a.kind === 'scans' ? -1 : 1),
    );
    const used = new Set<number>();
    for (const entry of this.entries) for (const file of entry.files) used.add(file);

    const slotOfFile = new Map<number, number>();
    const slotTexts: string[] = [];
    const slotFiles: number[] = [];
    for (const { fileId, text } of texts) {
      if (!used.has(fileId) || slotOfFile.has(fileId)) continue;
      slotOfFile.set(fileId, slotTexts.length);
      slotTexts.push(text);
      slotFiles.push(fileId);
    }
    this.slotFiles = Int32Array.from(slotFiles);
    const shards: WordIndex[] = [];
    for (let start = 0; start < slotTexts.length; start += this.shardPages) {
      yield;
      const shard = slotTexts.slice(start, start + this.shardPages).map(normaliseSearchText);
      shards.push(new WordIndex(shard));
    }
    slotTexts.length = 0;
    yield;

    const slots = slotFiles.length;
    const starts = new Int32Array(slots + 1);
    this.entries.forEach((entry) => {
      for (const file of entry.files) {
        const slot = slotOfFile.get(file);
        if (slot !== undefined) starts[slot + 1]++;
      }
    });
    for (let s = 0; s < slots; s++) starts[s + 1] += starts[s];
    const next = starts.slice(0, slots);
    const occurrenceEntries = new Int32Array(starts[slots]);
    const occurrencePages = new Int32Array(starts[slots]);
    this.entries.forEach((entry, e) => {
      entry.files.forEach((file, index) => {
        const slot = slotOfFile.get(file);
        if (slot === undefined) return;
        const at = next[slot]++;
        occurrenceEntries[at] = e;
        occurrencePages[at] = index + 1;
      });
    });

    this.shards = shards;
    this.occurrenceStarts = starts;
    this.occurrenceEntries = occurrenceEntries;
    this.occurrencePages = occurrencePages;
    this.countsBySlot = new Uint32Array(slots);
    this.wordsMatched = new Uint8Array(slots);
    this.slotTotals = new Uint32Array(slots);
    this.entryScores = new Uint32Array(this.entries.length);
    this.entryPages = new Int32Array(this.entries.length);
  }

  get pageCount(): number {
    return this.slotFiles.length;
  }

  search(queryWords: readonly string[], limit: number, pagesPerEntry = 1): { hits: LibraryPageHit[]; total: number } {
    const looked = libraryPageWords(queryWords);
    if (looked.length === 0) return { hits: [], total: 0 };
    const slots = this.matchingSlots(looked);
    const { entryScores, entryPages, slotTotals } = this;
    const matchedEntries: number[] = [];
    const pagesOf = new Map<number, number[]>();
    for (const slot of slots) {
      for (let o = this.occurrenceStarts[slot]; o < this.occurrenceStarts[slot + 1]; o++) {
        const entry = this.occurrenceEntries[o];
        const page = this.occurrencePages[o];
        if (entryPages[entry] === 0) {
          matchedEntries.push(entry);
          entryPages[entry] = page;
          pagesOf.set(entry, [page]);
        } else {
          if (page < entryPages[entry]) entryPages[entry] = page;
          pagesOf.get(entry)!.push(page);
        }
        entryScores[entry] += slotTotals[slot];
      }
    }
    matchedEntries.sort((a, b) => entryScores[b] - entryScores[a] || a - b);
    const hits = matchedEntries.slice(0, Math.max(0, limit)).map((e) => {
      const entry = this.entries[e];
      const page = entryPages[e];
      const found = pagesOf.get(e)!.sort((a, b) => a - b);
      return {
        kind: entry.kind,
        documentId: entry.documentId,
        page,
        fileId: this.fileOf(e, page),
        pages: found.slice(0, Math.max(1, pagesPerEntry)).map((at) => ({ page: at, fileId: this.fileOf(e, at) })),
        pagesFound: found.length,
      };
    });
    for (const entry of matchedEntries) {
      entryScores[entry] = 0;
      entryPages[entry] = 0;
    }
    for (const slot of slots) slotTotals[slot] = 0;
    return { hits, total: matchedEntries.length };
  }

  private fileOf(entry: number, page: number): number {
    return this.entries[entry].files[page - 1];
  }

  private matchingSlots(queryWords: readonly string[]): number[] {
    const { countsBySlot, wordsMatched, slotTotals } = this;
    const touched: number[] = [];
    let candidates: number[] = [];
    let everMatched: number[] = [];
    queryWords.forEach((queryWord, position) => {
      if (position > 0 && candidates.length === 0) return;
      touched.length = 0;
      this.shards.forEach((shard, k) => {
        const offset = k * this.shardPages;
        const first = touched.length;
        shard.addOccurrences(queryWord, countsBySlot.subarray(offset, offset + this.shardPages), touched);
        for (let t = first; t < touched.length; t++) touched[t] += offset;
      });
      const stillMatching: number[] = [];
      for (const slot of touched) {
        // A slot stays a candidate only while it has matched every query word so far.
        if (wordsMatched[slot] === position) {
          wordsMatched[slot] = position + 1;
          slotTotals[slot] += countsBySlot[slot];
          stillMatching.push(slot);
        }
        countsBySlot[slot] = 0;
      }
      if (position === 0) everMatched = stillMatching;
      candidates = stillMatching;
    });
    for (const slot of everMatched) {
      if (wordsMatched[slot] !== queryWords.length) slotTotals[slot] = 0;
      wordsMatched[slot] = 0;
    }
    return candidates;
  }
}
