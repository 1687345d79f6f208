/** Drawn locally, so the seed needs no network and git holds no image files. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import sharp from 'sharp';
import { hashText, layoutPage, random, type PageLayout, type PageSpec, type Plate, type Swatch } from './printing';

const PALETTE = [
  '#1d1d1f',
  '#8c2f39',
  '#2f4b8c',
  '#3b6b4f',
  '#b08d57',
  '#5b3f73',
  '#c4553a',
  '#24323f',
  '#6d6a60',
  '#a33c5a',
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 6);
}

function coverSvg(title: string, subtitle: string, seed: number, width: number, height: number): string {
  const bg = PALETTE[seed % PALETTE.length];
  const accent = PALETTE[(seed * 7 + 3) % PALETTE.length];
  const lines = wrap(title, 16)
    .map(
      (line, i) =>
        `<text x="60" y="${200 + i * 70}" font-size="58" font-family="DejaVu Serif" fill="#fafafa">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${bg}"/>
    <circle cx="${width * 0.75}" cy="${height * 0.72}" r="${width * 0.32}" fill="${accent}" opacity="0.85"/>
    <rect x="40" y="${height - 140}" width="${width - 80}" height="2" fill="#fafafa"/>
    ${lines}
    <text x="60" y="${height - 80}" font-size="34" font-family="DejaVu Sans" fill="#fafafa">${escapeXml(subtitle)}</text>
  </svg>`;
}

const FONT_FAMILY = { serif: 'DejaVu Serif, serif', sans: 'DejaVu Sans, sans-serif' } as const;
const PAPER: [number, number, number] = [243, 238, 227];
const INK: [number, number, number] = [28, 26, 24];

/** A hash, so the grain looks the same on every run. */
function grain(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

function photoFigure(seed: number) {
  const next = random(seed);
  return { cx: 0.3 + next() * 0.4, hem: 0.7 + next() * 0.12, flare: 0.1 + next() * 0.16, light: next() };
}

function photoTone(u: number, v: number, aspect: number, figure: ReturnType<typeof photoFigure>): number {
  const { cx, hem, flare, light } = figure;
  let tone = 0.08 + 0.22 * v + 0.1 * Math.cos((u - light) * 3);
  if (v > 0.9) tone += 0.12;
  const dx = (u - cx) * aspect;
  const head = (dx / 0.05) ** 2 + ((v - 0.13) / 0.055) ** 2;
  const shoulders = 0.09 + (v - 0.2) * flare * 1.6;
  const inBody = v > 0.19 && v < hem && Math.abs(dx) < shoulders;
  const inLegs = v >= hem && v < 0.95 && (Math.abs(dx - 0.035) < 0.022 || Math.abs(dx + 0.035) < 0.022);
  const inArm = v > 0.2 && v < 0.55 && Math.abs(Math.abs(dx) - shoulders - 0.02) < 0.018;
  if (head < 1) tone = 0.55 + 0.2 * head;
  else if (inBody) tone = 0.78 - 0.09 * Math.cos(dx * 40) + 0.1 * (v - 0.2);
  else if (inLegs || inArm) tone = 0.7;
  else if (v > 0.92 && Math.abs(dx) < 0.14) tone += 0.2;
  return Math.min(1, Math.max(0, tone));
}

type Pixels = { data: Uint8ClampedArray; width: number; height: number };

function paintPaper(pixels: Pixels, seed: number): void {
  const { width, height } = pixels;
  for (let y = 0; y < height; y += 1) {
    // A faint yellowing towards the page's edges, as on an old sheet.
    const edgeY = Math.min(y, height - 1 - y) / height;
    for (let x = 0; x < width; x += 1) {
      const edge = Math.min(edgeY, Math.min(x, width - 1 - x) / width);
      const age = edge < 0.03 ? (0.03 - edge) * 300 : 0;
      const noise = (grain(x, y, seed) - 0.5) * 10 + (grain(x >> 3, y >> 1, seed + 1) - 0.5) * 6;
      const offset = (y * width + x) * 3;
      pixels.data[offset] = PAPER[0] + noise - age * 0.4;
      pixels.data[offset + 1] = PAPER[1] + noise - age * 0.8;
      pixels.data[offset + 2] = PAPER[2] + noise - age * 1.6;
    }
  }
}

function paintPlate(pixels: Pixels, plate: Plate): void {
  const x0 = Math.round(plate.x);
  const y0 = Math.round(plate.y);
  const w = Math.round(plate.width);
  const h = Math.round(plate.height);
  const aspect = w / h;
  const cell = plate.cell;
  const figure = photoFigure(plate.seed);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const tone = photoTone(x / w, y / h, aspect, figure);
      let ink: number;
      if (cell > 0) {
        const a = (x + y) / Math.SQRT2 / cell;
        const b = (x - y) / Math.SQRT2 / cell;
        const fa = a - Math.floor(a) - 0.5;
        const fb = b - Math.floor(b) - 0.5;
        const distance = Math.sqrt(fa * fa + fb * fb);
        const radius = 0.56 * Math.sqrt(tone);
        ink = Math.min(1, Math.max(0, (radius - distance) * cell * 0.7 + 0.5));
      } else {
        ink = Math.min(1, Math.max(0, tone + (grain(x + x0, y + y0, plate.seed) - 0.5) * 0.12));
      }
      const offset = ((y0 + y) * pixels.width + x0 + x) * 3;
      for (let c = 0; c < 3; c += 1) pixels.data[offset + c] = pixels.data[offset + c] * (1 - ink) + INK[c] * ink;
    }
  }
}

function warpOnTop(weave: Swatch['weave'], i: number, j: number): boolean {
  switch (weave) {
    case 'plain':
      return (i + j) % 2 === 0;
    case 'basket':
      return ((i >> 1) + (j >> 1)) % 2 === 0;
    case 'herringbone':
      return (((Math.floor(i / 12) % 2 === 0 ? i - j : i + j) % 4) + 4) % 4 < 2;
    default:
      return (((i - j) % 4) + 4) % 4 < 2;
  }
}

function paintSwatch(pixels: Pixels, swatch: Swatch): void {
  const x0 = Math.round(swatch.x);
  const y0 = Math.round(swatch.y);
  const t = swatch.thread;
  for (let y = 0; y < Math.round(swatch.height); y += 1) {
    const j = Math.floor(y / t);
    const fy = (y % t) / t;
    for (let x = 0; x < Math.round(swatch.width); x += 1) {
      const i = Math.floor(x / t);
      const fx = (x % t) / t;
      const warp = warpOnTop(swatch.weave, i, j);
      const across = warp ? fx : fy;
      const threadShade = 0.9 + 0.2 * grain(warp ? i : j, warp ? 1 : 2, swatch.seed);
      const shade = (0.55 + 0.45 * Math.sin(Math.PI * across)) * threadShade + (grain(x, y, swatch.seed) - 0.5) * 0.12;
      const colour = warp ? swatch.warp : swatch.weft;
      const offset = ((y0 + y) * pixels.width + x0 + x) * 3;
      pixels.data[offset] = colour[0] * shade;
      pixels.data[offset + 1] = colour[1] * shade;
      pixels.data[offset + 2] = colour[2] * shade;
    }
  }
}

function textSvg(layout: PageLayout): string {
  const lines = layout.lines
    .map((line) => {
      const attributes = [
        `x="${line.x.toFixed(1)}"`,
        `y="${line.y.toFixed(1)}"`,
        `font-size="${line.size.toFixed(1)}"`,
        `font-family="${FONT_FAMILY[line.family]}"`,
        line.weight ? `font-weight="${line.weight}"` : '',
        line.italic ? 'font-style="italic"' : '',
        line.anchor ? `text-anchor="${line.anchor}"` : '',
        line.spacing ? `letter-spacing="${line.spacing.toFixed(1)}"` : '',
        `fill="${line.fill ?? '#1c1a18'}"`,
      ];
      return `<text ${attributes.filter(Boolean).join(' ')}>${escapeXml(line.text)}</text>`;
    })
    .join('');
  const rules = layout.rules
    .map(
      (rule) =>
        `<rect x="${rule.x}" y="${rule.y.toFixed(1)}" width="${rule.width.toFixed(1)}" height="${rule.height}" fill="#1c1a18"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}">${rules}${lines}</svg>`;
}

export interface PaintTask {
  layout: PageLayout;
  seed: number;
  filepath: string;
}

export async function renderPage(layout: PageLayout, seed: number, filepath: string): Promise<void> {
  // Clamped, so that a paint a little past white or black saturates instead of wrapping round.
  const pixels: Pixels = {
    data: new Uint8ClampedArray(layout.width * layout.height * 3),
    width: layout.width,
    height: layout.height,
  };
  paintPaper(pixels, seed);
  for (const plate of layout.plates) paintPlate(pixels, plate);
  for (const swatch of layout.swatches) paintSwatch(pixels, swatch);
  await sharp(Buffer.from(pixels.data.buffer), { raw: { width: layout.width, height: layout.height, channels: 3 } })
    .composite([{ input: Buffer.from(textSvg(layout)) }])
    .jpeg({ quality: 84 })
    .toFile(filepath);
}

export interface GeneratedImage {
  filepath: string;
  name: string;
  mimetype: string;
  size: number;
}

const MIME = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;

export type CoverFormat = keyof typeof MIME;

/** Only compiled code has the worker; without it pages are painted on one core. */
const PAINT_WORKER = path.join(__dirname, 'paint-worker.js');

export class ImageFactory {
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-seed-'));
  private readonly painters = fs.existsSync(PAINT_WORKER)
    ? new Piscina<PaintTask, void>({ filename: PAINT_WORKER, maxThreads: os.availableParallelism() })
    : null;

  private async render(svg: string, name: string, format: keyof typeof MIME): Promise<GeneratedImage> {
    const filepath = path.join(this.dir, `${name}.${format}`);
    const image = sharp(Buffer.from(svg));
    const encoded =
      format === 'webp'
        ? image.webp({ quality: 78 })
        : format === 'jpg'
          ? image.jpeg({ quality: 80 })
          : image.png({ compressionLevel: 6 });
    await encoded.toFile(filepath);
    return { filepath, name: `${name}.${format}`, mimetype: MIME[format], size: fs.statSync(filepath).size };
  }

  cover(title: string, subtitle: string, seed: number, format: keyof typeof MIME): Promise<GeneratedImage> {
    const name = `cover-${seed}-${title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 40)}`;
    return this.render(coverSvg(title, subtitle, seed, 720, 990), name, format);
  }

  async page(spec: PageSpec): Promise<GeneratedImage> {
    const layout = layoutPage(spec);
    const slug = spec.entry.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40);
    const name = `page-${slug}-${spec.pageNumber}.jpg`;
    const filepath = path.join(this.dir, name);
    const task = { layout, seed: hashText(`${spec.entry.title}|${spec.pageNumber}`), filepath };
    await (this.painters ? this.painters.run(task) : renderPage(task.layout, task.seed, task.filepath));
    return { filepath, name, mimetype: 'image/jpeg', size: fs.statSync(filepath).size };
  }

  async dispose(): Promise<void> {
    await this.painters?.destroy();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
