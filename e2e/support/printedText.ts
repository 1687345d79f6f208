/**
 * The demo pages' printed text from the seed's own layout, the ground truth search-inside highlights are checked
 * against; word boxes are estimated from the line's position and a mean glyph width.
 */
import path from 'node:path';
import { normaliseSearchText, type PageWord } from '@folio/core';
import { DEMO_SCANS, PRINTED_ENTRIES, SHARED_PAGES_ENTRY } from '../../cms/src/seed/demo-library';
import { demoPage, layoutPage, type PageLayout, type PrintedLine } from '../../cms/src/seed/printing';

export function printedPage(scanTitle: string, page: number): PageLayout {
  const entry = DEMO_SCANS.find((candidate) => candidate.title === scanTitle);
  if (!entry) throw new Error(`no seeded scan "${scanTitle}"`);
  const own = page === 1 && PRINTED_ENTRIES.includes(scanTitle);
  return layoutPage(own ? demoPage(entry, 'scan', 1) : demoPage(SHARED_PAGES_ENTRY, 'scan', page));
}

/** Where a word is printed, in fractions of its page (left edge, and the band from cap height to baseline). */
export interface PrintedWord {
  page: number;
  word: string;
  line: PrintedLine;
  left: number;
  top: number;
  bottom: number;
}

const pageText = (layout: PageLayout) => layout.lines.map((line) => line.text).join('\n');

/** On exactly one of the first `pageCount` pages, as the site search matches: a substring of the handled text. */
export function wordOnOnePage(scanTitle: string, pageCount: number, minPage = 2): PrintedWord {
  const layouts = Array.from({ length: pageCount }, (_, index) => printedPage(scanTitle, index + 1));
  const texts = layouts.map((layout) => normaliseSearchText(pageText(layout)));
  for (let index = minPage - 1; index < layouts.length; index += 1) {
    const layout = layouts[index];
    for (const line of layout.lines) {
      if (line.anchor && line.anchor !== 'start') continue;
      const word = normaliseSearchText(line.text.split(' ')[0]);
      if (word.length < 5 || texts.filter((text) => text.includes(word)).length !== 1) continue;
      return {
        page: index + 1,
        word,
        line,
        left: line.x / layout.width,
        top: (line.y - line.size * 0.8) / layout.height,
        bottom: line.y / layout.height,
      };
    }
  }
  throw new Error(`no word of "${scanTitle}" is printed on one page only`);
}

/** Mean advance of a glyph as a share of the type size (estimated for the seed's serif and sans faces). */
const GLYPH_WIDTH = { serif: 0.5, sans: 0.55 } as const;

export function printedWords(layout: PageLayout): PageWord[] {
  return layout.lines.flatMap((line) => {
    const advance = line.size * GLYPH_WIDTH[line.family] + (line.spacing ?? 0);
    const lineWidth = line.text.length * advance;
    let x = line.anchor === 'middle' ? line.x - lineWidth / 2 : line.anchor === 'end' ? line.x - lineWidth : line.x;
    return line.text.split(' ').flatMap((word) => {
      const box = {
        t: word,
        x: x / layout.width,
        y: (line.y - line.size * 0.8) / layout.height,
        w: (word.length * advance) / layout.width,
        h: line.size / layout.height,
        c: 100,
      };
      x += (word.length + 1) * advance;
      return word ? [box] : [];
    });
  });
}

interface CatalogScan {
  title: string;
  pages: { url: string }[];
}

type Database = {
  prepare: (sql: string) => { get: (...args: unknown[]) => unknown; run: (...args: unknown[]) => unknown };
  close: () => void;
};

export async function storePrintedTexts(database: string, cmsUrl: string, scanTitles: string[]): Promise<number> {
  const response = await fetch(`${cmsUrl}/api/catalog/scans`);
  const scans = (await response.json()) as CatalogScan[];
  // The CMS's own SQLite driver: the journeys' database is a copy of the seeded library.
  const Sqlite = require(path.resolve(__dirname, '../../cms/node_modules/better-sqlite3')) as new (
    file: string,
  ) => Database;
  const db = new Sqlite(database);
  let stored = 0;
  try {
    for (const title of scanTitles) {
      const scan = scans.find((candidate) => candidate.title === title);
      if (!scan) throw new Error(`the CMS has no scan "${title}"`);
      for (const [index, image] of scan.pages.entries()) {
        // The catalog's URL carries the file's version after the stored path.
        const storedUrl = image.url.split('?')[0];
        const file = db.prepare('SELECT id FROM files WHERE url = ?').get(storedUrl) as { id: number } | undefined;
        if (!file) throw new Error(`no upload for ${storedUrl}`);
        if (db.prepare('SELECT file_id FROM folio_page_texts WHERE file_id = ?').get(file.id)) continue;
        const layout = printedPage(title, index + 1);
        db.prepare(
          `INSERT INTO folio_page_texts (file_id, status, source, text, words, confidence, error, file_updated_at, updated_at)
           VALUES (?, 'done', 'seed', ?, ?, 100, NULL, NULL, ?)`,
        ).run(file.id, pageText(layout), JSON.stringify(printedWords(layout)), Date.now());
        stored += 1;
      }
    }
  } finally {
    db.close();
  }
  return stored;
}
