/**
 * The library's search over page texts: which published scans and archive entries have a page on which
 * every query word occurs, one hit per entry (its first such page). Built once per version of the page
 * texts and the catalog (the CMS keeps it in memory), then queried on every keystroke without reading
 * any page's text again (docs/decisions/170-search-inside-apis.md).
 */
import { compareTitles } from '../sort.js';
import { normaliseSearchText } from '../search/normalise.js';
import { WordIndex } from '../search/word-index.js';

export type PageTextKind = 'scans' | 'archives';

/** A published entry and its pages' files, in page order (page n is `files[n - 1]`). */
export interface LibraryEntryPages {
  kind: PageTextKind;
  documentId: string;
  title: string;
  files: readonly number[];
}

/** A page text that is searchable (status done). */
export interface LibraryPageText {
  fileId: number;
  text: string;
}

export interface LibraryPageHit {
  kind: PageTextKind;
  documentId: string;
  /** The entry's first page on which every query word occurs (1-based, in its media field's order). */
  page: number;
  /** That page's file, whose text makes the snippet. */
  fileId: number;
}

/**
 * Ranking: entries whose matching pages hold more occurrences of the query words first (a catalogue
 * that prints the name on ten pages before one that mentions it once), then in title order
 * (`compareTitles`), scans before archive entries of the same title.
 */
export class PageTextLibraryIndex {
  private readonly entries: LibraryEntryPages[];
  private readonly words: WordIndex;
  /** Slot = one distinct file with text; the files are shared by entries (a page in two scans). */
  private readonly slotFiles: Int32Array;
  /** Occurrences of slot s as pages of entries: positions occurrenceStarts[s] .. occurrenceStarts[s + 1] - 1. */
  private readonly occurrenceStarts: Int32Array;
  private readonly occurrenceEntries: Int32Array;
  private readonly occurrencePages: Int32Array;
  // Scratch space reused by every query (queries run one at a time); only touched cells are reset.
  private readonly countsBySlot: Uint32Array;
  private readonly wordsMatched: Uint8Array;
  private readonly slotTotals: Uint32Array;
  private readonly entryScores: Uint32Array;
  private readonly entryPages: Int32Array;

  constructor(entries: readonly LibraryEntryPages[], texts: Iterable<LibraryPageText>) {
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
      slotTexts.push(normaliseSearchText(text));
      slotFiles.push(fileId);
    }
    this.words = new WordIndex(slotTexts);
    slotTexts.length = 0;
    this.slotFiles = Int32Array.from(slotFiles);

    // Occurrences grouped by slot (a counting sort), entries and pages in order within a slot.
    const slots = slotFiles.length;
    this.occurrenceStarts = new Int32Array(slots + 1);
    this.entries.forEach((entry) => {
      for (const file of entry.files) {
        const slot = slotOfFile.get(file);
        if (slot !== undefined) this.occurrenceStarts[slot + 1]++;
      }
    });
    for (let s = 0; s < slots; s++) this.occurrenceStarts[s + 1] += this.occurrenceStarts[s];
    const next = this.occurrenceStarts.slice(0, slots);
    this.occurrenceEntries = new Int32Array(this.occurrenceStarts[slots]);
    this.occurrencePages = new Int32Array(this.occurrenceStarts[slots]);
    this.entries.forEach((entry, e) => {
      entry.files.forEach((file, index) => {
        const slot = slotOfFile.get(file);
        if (slot === undefined) return;
        const at = next[slot]++;
        this.occurrenceEntries[at] = e;
        this.occurrencePages[at] = index + 1;
      });
    });

    this.countsBySlot = new Uint32Array(slots);
    this.wordsMatched = new Uint8Array(slots);
    this.slotTotals = new Uint32Array(slots);
    this.entryScores = new Uint32Array(this.entries.length);
    this.entryPages = new Int32Array(this.entries.length);
  }

  /** How many distinct page files are searchable. */
  get pageCount(): number {
    return this.slotFiles.length;
  }

  /** The entries with a page on which every query word occurs, best first, at most `limit`. */
  search(queryWords: readonly string[], limit: number): { hits: LibraryPageHit[]; total: number } {
    if (queryWords.length === 0) return { hits: [], total: 0 };
    const slots = this.matchingSlots(queryWords);
    const { entryScores, entryPages, slotTotals } = this;
    const matchedEntries: number[] = [];
    for (const slot of slots) {
      for (let o = this.occurrenceStarts[slot]; o < this.occurrenceStarts[slot + 1]; o++) {
        const entry = this.occurrenceEntries[o];
        const page = this.occurrencePages[o];
        if (entryPages[entry] === 0) {
          matchedEntries.push(entry);
          entryPages[entry] = page;
        } else if (page < entryPages[entry]) {
          entryPages[entry] = page;
        }
        entryScores[entry] += slotTotals[slot];
      }
    }
    matchedEntries.sort((a, b) => entryScores[b] - entryScores[a] || a - b);
    const hits = matchedEntries.slice(0, Math.max(0, limit)).map((e) => {
      const entry = this.entries[e];
      const page = entryPages[e];
      return { kind: entry.kind, documentId: entry.documentId, page, fileId: this.fileOf(e, page) };
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

  /** The slots in which every query word occurs, with their occurrences summed in `slotTotals`. */
  private matchingSlots(queryWords: readonly string[]): number[] {
    const { countsBySlot, wordsMatched, slotTotals } = this;
    const touched: number[] = [];
    let candidates: number[] = [];
    let everMatched: number[] = [];
    queryWords.forEach((queryWord, position) => {
      if (position > 0 && candidates.length === 0) return;
      touched.length = 0;
      this.words.addOccurrences(queryWord, countsBySlot, touched);
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
      // Slots that fell out on a later word keep no total.
      if (wordsMatched[slot] !== queryWords.length) slotTotals[slot] = 0;
      wordsMatched[slot] = 0;
    }
    return candidates;
  }
}
