/**
 * The demo library's scanned pages (record 152): real-size, printed with their entry's words, and the
 * same bytes every time they are drawn.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { DEMO_SCANS, LARGE_PAGES, SHARED_PAGES_ENTRY } from '../src/seed/demo-library';
import { ImageFactory } from '../src/seed/images';
import { demoPage, layoutPage } from '../src/seed/printing';

const apc = DEMO_SCANS.find((entry) => entry.title === 'A.P.C. Catalogue Autumn/Winter 1994')!;
const helmutLang = DEMO_SCANS.find((entry) => entry.title === 'Helmut Lang Catalogue Autumn/Winter 1998')!;

describe('demo pages', () => {
  const images = new ImageFactory();
  afterAll(() => images.dispose());

  it('are drawn the same every time, at least 2,400 px tall', async () => {
    const first = await images.page(demoPage(helmutLang, 'scan', 1));
    const firstBytes = fs.readFileSync(first.filepath);
    const again = await images.page(demoPage(helmutLang, 'scan', 1));
    expect(fs.readFileSync(again.filepath).equals(firstBytes)).toBe(true);
    const { width, height, format } = await sharp(first.filepath).metadata();
    expect(format).toBe('jpeg');
    expect(height).toBeGreaterThanOrEqual(2400);
    expect(width! * height!).toBeGreaterThan(8_000_000);
    const pool = await images.page(demoPage(SHARED_PAGES_ENTRY, 'scan', 2));
    expect((await sharp(pool.filepath).metadata()).height).toBeGreaterThanOrEqual(2400);
  });

  it('prints the large pages 6,000 px tall', () => {
    for (const { title, pageNumber } of LARGE_PAGES) {
      const entry =
        title === SHARED_PAGES_ENTRY.title ? SHARED_PAGES_ENTRY : DEMO_SCANS.find((e) => e.title === title)!;
      expect(Math.max(demoPage(entry, 'scan', pageNumber).width!, demoPage(entry, 'scan', pageNumber).height!)).toBe(
        6000,
      );
    }
  });

  it("prints the entry's house, title, collection and prices, inside the page", () => {
    const masthead = layoutPage(demoPage(apc, 'scan', 1));
    const words = masthead.lines.map((line) => line.text).join('\n');
    expect(words).toContain('A.P.C.');
    expect(words).toContain('A.P.C. Catalogue Autumn/Winter 1994');
    expect(words).toContain('Autumn/Winter 1994');
    expect(words).toContain('Printed in Paris');
    expect(masthead.plates).toHaveLength(1);
    const prices = layoutPage(demoPage(apc, 'scan', apc.pageCount));
    expect(prices.kind).toBe('price-list');
    expect(prices.lines.filter((line) => /^FF [\d,]+$/.test(line.text)).length).toBeGreaterThan(20);
    const swatches = layoutPage(demoPage(apc, 'scan', 3));
    expect(swatches.swatches.length).toBeGreaterThanOrEqual(4);
    for (const layout of [masthead, prices, swatches]) {
      for (const line of layout.lines) {
        expect(line.y).toBeGreaterThan(0);
        expect(line.y).toBeLessThan(layout.height);
        expect(line.size).toBeGreaterThanOrEqual(20);
      }
      for (const box of [...layout.plates, ...layout.swatches, ...layout.rules]) {
        expect(box.x + box.width).toBeLessThanOrEqual(layout.width);
        expect(box.y + box.height).toBeLessThanOrEqual(layout.height);
      }
    }
  });
});
