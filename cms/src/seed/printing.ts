/** Pure, so tests of text recognition can compare what they read with what was printed. */
import type { DemoEntry } from './demo-library';
import { DESIGNER_PRINT, LARGE_PAGES, SHARED_PAGES_ENTRY } from './demo-library';

export type PageKind = 'masthead' | 'plates' | 'swatches' | 'price-list' | 'photograph';

export interface PrintedLine {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  family: 'serif' | 'sans';
  weight?: 'bold';
  italic?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  fill?: string;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A photograph printed with a halftone screen (`cell` px between dots), or continuous tone (cell 0). */
export interface Plate extends Box {
  seed: number;
  cell: number;
}

export interface Swatch extends Box {
  seed: number;
  thread: number;
  weave: 'twill' | 'plain' | 'herringbone' | 'basket';
  warp: [number, number, number];
  weft: [number, number, number];
}

export interface PageLayout {
  kind: PageKind;
  width: number;
  height: number;
  lines: PrintedLine[];
  rules: Box[];
  plates: Plate[];
  swatches: Swatch[];
}

export interface PageSpec {
  entry: DemoEntry;
  kind: 'scan' | 'archive';
  pageNumber: number;
  /** Portrait A4 at 300 dpi unless given (the few large pages). */
  width?: number;
  height?: number;
}

export const PAGE_SIZE = { width: 2480, height: 3508 } as const;
export const LARGE_PAGE_SIZE = { width: 4500, height: 6000 } as const;

/** A4 at 212 dpi: half the pixels (and seed time) of 300 dpi. */
export const POOL_PAGE_SIZE = { width: 1754, height: 2480 } as const;

export function demoPage(entry: DemoEntry, kind: PageSpec['kind'], pageNumber: number): PageSpec {
  const large = LARGE_PAGES.some((page) => page.title === entry.title && page.pageNumber === pageNumber);
  const size = large ? LARGE_PAGE_SIZE : entry.title === SHARED_PAGES_ENTRY.title ? POOL_PAGE_SIZE : PAGE_SIZE;
  return { entry, kind, pageNumber, ...size };
}

/** mulberry32: the same seed gives the same page. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashText(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

const GARMENTS = [
  'coat',
  'jacket',
  'trousers',
  'skirt',
  'dress',
  'shirt',
  'cardigan',
  'sweater',
  'waistcoat',
  'blouson',
  'parka',
  'kilt',
  'jeans',
  'overcoat',
  'pleated skirt',
  'tunic',
];
const FABRICS = [
  'wool gabardine',
  'cotton poplin',
  'raw selvedge denim',
  'boiled wool',
  'linen canvas',
  'silk crepe',
  'mohair',
  'cotton drill',
  'cashmere',
  'nylon taffeta',
  'wool flannel',
  'polyester jersey',
  'cotton gingham',
  'Harris tweed',
];
const COLOURS = ['black', 'navy', 'ecru', 'charcoal', 'indigo', 'camel', 'white', 'grey', 'olive', 'red', 'ink'];
const SWATCH_WEAVES: Swatch['weave'][] = ['twill', 'herringbone', 'plain', 'basket'];
const THREAD_COLOURS: [number, number, number][] = [
  [34, 40, 58],
  [92, 74, 58],
  [168, 150, 120],
  [60, 60, 64],
  [118, 34, 44],
  [40, 64, 96],
  [200, 192, 176],
  [72, 84, 60],
];

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)];
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function collectionOf(entry: DemoEntry): string {
  return entry.collectionsFeatured || (entry.year ? String(entry.year) : 'Undated');
}

function kindOf(spec: PageSpec): PageKind {
  if (spec.kind === 'archive') return 'photograph';
  if (spec.pageNumber === 1) return 'masthead';
  if (spec.pageNumber === spec.entry.pageCount) return 'price-list';
  if (spec.pageNumber === 3) return 'swatches';
  return 'plates';
}

export function layoutPage(spec: PageSpec): PageLayout {
  const width = spec.width ?? PAGE_SIZE.width;
  const height = spec.height ?? PAGE_SIZE.height;
  const { entry, pageNumber } = spec;
  const print = DESIGNER_PRINT[entry.designer] ?? { city: 'Paris', currency: 'FF', priceScale: 100 };
  const seed = hashText(`${entry.title}|${pageNumber}`);
  const next = random(seed);
  const kind = kindOf(spec);
  // Sizes follow the page's width so that a large page is the same page printed finer.
  const u = width / PAGE_SIZE.width;
  const margin = Math.round(170 * u);
  const inner = width - 2 * margin;
  const collection = collectionOf(entry);
  const lines: PrintedLine[] = [];
  const rules: Box[] = [];
  const plates: Plate[] = [];
  const swatches: Swatch[] = [];
  const text = (line: Omit<PrintedLine, 'family'> & { family?: PrintedLine['family'] }) =>
    lines.push({ family: 'serif', ...line });
  const rule = (y: number, thickness = 4) =>
    rules.push({ x: margin, y, width: inner, height: Math.round(thickness * u) });
  const look = (index: number) => {
    const garment = pick(next, GARMENTS);
    const fabric = pick(next, FABRICS);
    const colour = pick(next, COLOURS);
    const price = Math.round(((4 + next() * 40) * print.priceScale) / 100) * 10;
    return { index, garment, fabric, colour, price };
  };
  const money = (price: number) => `${print.currency} ${price.toLocaleString('en-GB', { maximumFractionDigits: 0 })}`;

  text({ text: entry.designer.toUpperCase(), x: margin, y: margin, size: 40 * u, family: 'sans', spacing: 6 * u });
  text({ text: collection, x: width - margin, y: margin, size: 40 * u, family: 'sans', anchor: 'end' });
  rule(margin + 30 * u, 3);
  text({ text: String(pageNumber), x: width / 2, y: height - margin / 2, size: 44 * u, anchor: 'middle' });

  if (kind === 'masthead') {
    const words = entry.designer.toUpperCase();
    const mastSize = Math.min(230, (inner / Math.max(8, words.length)) * 1.55) * u;
    text({ text: words, x: width / 2, y: margin + 330 * u, size: mastSize, weight: 'bold', anchor: 'middle' });
    rule(margin + 400 * u, 10);
    text({ text: entry.title, x: width / 2, y: margin + 520 * u, size: 76 * u, italic: true, anchor: 'middle' });
    text({
      text: `${collection} · ${print.city}${entry.year && !collection.includes(String(entry.year)) ? ` · ${entry.year}` : ''}`,
      x: width / 2,
      y: margin + 620 * u,
      size: 52 * u,
      family: 'sans',
      anchor: 'middle',
    });
    const plateTop = margin + 720 * u;
    const plateHeight = height * 0.5;
    plates.push({ x: margin, y: plateTop, width: inner, height: plateHeight, seed, cell: Math.round(9 * u) });
    let y = plateTop + plateHeight + 110 * u;
    text({ text: 'Contents', x: margin, y, size: 56 * u, weight: 'bold' });
    y += 90 * u;
    for (let page = 2; page <= entry.pageCount && y < height - margin - 200 * u; page += 1) {
      const heading =
        page === entry.pageCount
          ? 'Price list and order form'
          : page === 3
            ? 'Fabrics and swatches'
            : `Looks ${page * 4 - 7} to ${page * 4 - 4}`;
      text({ text: heading, x: margin, y, size: 44 * u });
      text({ text: String(page), x: width - margin, y, size: 44 * u, anchor: 'end' });
      y += 70 * u;
    }
    text({
      text: `Printed in ${print.city}. All garments shown are from the ${collection} collection of ${entry.designer.replace(/\.$/, '')}.`,
      x: margin,
      y: height - margin - 40 * u,
      size: 26 * u,
      family: 'sans',
    });
  } else if (kind === 'plates' || kind === 'photograph') {
    const photograph = kind === 'photograph';
    const count = photograph ? 1 : 1 + (pageNumber % 2);
    const top = margin + 120 * u;
    const captionSpace = 260 * u;
    const available = height - top - margin - 80 * u - count * captionSpace;
    const plateHeight = available / count;
    let y = top;
    for (let i = 0; i < count; i += 1) {
      const item = look(pageNumber * 4 - 7 + i);
      plates.push({
        x: margin,
        y,
        width: inner,
        height: plateHeight,
        seed: seed + i * 7919,
        cell: photograph ? 0 : Math.round((7 + (i % 2) * 3) * u),
      });
      y += plateHeight + 90 * u;
      const caption = photograph
        ? `${entry.title}, image ${pageNumber}. ${capitalise(item.colour)} ${item.fabric} ${item.garment}.`
        : `Look ${item.index}. ${capitalise(item.colour)} ${item.fabric} ${item.garment}.`;
      text({ text: caption, x: margin, y, size: 50 * u, italic: !photograph });
      y += 66 * u;
      text({
        text: photograph
          ? `${entry.designer}, ${collection}. Archive print, ${Math.round(20 + next() * 20)} × ${Math.round(25 + next() * 20)} cm.`
          : `${entry.designer} ${collection}. Reference ${String((seed % 9000) + 1000)}-${item.index}, ${money(item.price)}.`,
        x: margin,
        y,
        size: 34 * u,
        family: 'sans',
      });
      y += captionSpace - 66 * u;
    }
  } else if (kind === 'swatches') {
    text({ text: 'Fabrics and swatches', x: margin, y: margin + 200 * u, size: 96 * u, weight: 'bold' });
    text({
      text: `The cloths of ${entry.designer} ${collection}, shown at actual size.`,
      x: margin,
      y: margin + 290 * u,
      size: 44 * u,
      italic: true,
    });
    const columns = 2;
    const gap = 110 * u;
    const cellWidth = (inner - gap) / columns;
    const cellHeight = cellWidth * 0.72;
    let y = margin + 380 * u;
    for (let i = 0; i < 6; i += 1) {
      const column = i % columns;
      if (i > 0 && column === 0) y += cellHeight + 200 * u;
      if (y + cellHeight + 160 * u > height - margin) break;
      const x = margin + column * (cellWidth + gap);
      const fabric = pick(next, FABRICS);
      const weave = SWATCH_WEAVES[(seed + i) % SWATCH_WEAVES.length];
      swatches.push({
        x,
        y,
        width: cellWidth,
        height: cellHeight,
        seed: seed + i,
        thread: Math.max(3, Math.round((5 + (i % 3) * 2) * u)),
        weave,
        warp: pick(next, THREAD_COLOURS),
        weft: pick(next, THREAD_COLOURS),
      });
      text({ text: capitalise(fabric), x, y: y + cellHeight + 70 * u, size: 46 * u, weight: 'bold' });
      text({
        text: `${capitalise(weave)} weave, ${Math.round(180 + next() * 320)} g/m², ${Math.round(140 + next() * 20)} cm wide`,
        x,
        y: y + cellHeight + 125 * u,
        size: 32 * u,
        family: 'sans',
      });
    }
  } else {
    text({ text: 'Price list', x: margin, y: margin + 210 * u, size: 110 * u, weight: 'bold' });
    text({
      text: `${entry.designer}, ${collection}. Prices in ${print.currencyName ?? print.currency}, tax included.`,
      x: margin,
      y: margin + 300 * u,
      size: 44 * u,
      italic: true,
    });
    rule(margin + 350 * u, 6);
    let y = margin + 450 * u;
    let index = 1;
    while (y < height - margin - 760 * u) {
      const item = look(index);
      text({ text: `No. ${item.index}`, x: margin, y, size: 40 * u, family: 'sans' });
      text({
        text: `${capitalise(item.fabric)} ${item.garment}, ${item.colour}`,
        x: margin + 220 * u,
        y,
        size: 40 * u,
      });
      text({ text: money(item.price), x: width - margin, y, size: 40 * u, anchor: 'end', family: 'sans' });
      y += 72 * u;
      index += 1;
    }
    rule(y - 20 * u, 3);
    text({ text: 'Order form', x: margin, y: y + 90 * u, size: 64 * u, weight: 'bold' });
    const fields = ['Name', 'Address', 'Town and postcode', 'Signature'];
    fields.forEach((field, i) => {
      const fieldY = y + 190 * u + i * 80 * u;
      text({ text: field, x: margin, y: fieldY, size: 36 * u, family: 'sans' });
      rules.push({
        x: margin + 420 * u,
        y: fieldY + 6 * u,
        width: inner - 420 * u,
        height: Math.max(2, Math.round(2 * u)),
      });
    });
    text({
      text: `Orders by post to ${entry.designer}, ${print.city}. Delivery within three weeks; garments may be exchanged within fourteen days.`,
      x: margin,
      y: height - margin - 40 * u,
      size: 24 * u,
      family: 'sans',
    });
  }
  return { kind, width, height, lines, rules, plates, swatches };
}
