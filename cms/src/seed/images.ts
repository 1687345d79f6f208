/**
 * Demo images, drawn locally with sharp (no network): covers in webp, jpg and png, and scanned pages
 * large enough that Strapi makes every responsive format (thumbnail, small, medium, large).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

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

/** Splits a title into lines of at most `width` characters for the cover. */
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

function pageSvg(pageNumber: number, width: number, height: number): string {
  const tone = PALETTE[pageNumber % PALETTE.length];
  const blocks = Array.from({ length: 9 }, (_, i) => {
    const y = 160 + i * 150;
    return i % 3 === 1
      ? `<rect x="90" y="${y}" width="${width - 180}" height="120" fill="${tone}" opacity="0.8"/>`
      : `<rect x="90" y="${y}" width="${(width - 180) * (0.5 + ((i * 37 + pageNumber * 11) % 50) / 100)}" height="18" fill="#3a3a3a"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f4f1ea"/>${blocks}
    <text x="${width / 2}" y="${height - 60}" font-size="36" font-family="DejaVu Sans" text-anchor="middle" fill="#3a3a3a">${pageNumber}</text>
  </svg>`;
}

export interface GeneratedImage {
  filepath: string;
  name: string;
  mimetype: string;
  size: number;
}

const MIME = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;

export class ImageFactory {
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-seed-'));

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

  page(pageNumber: number): Promise<GeneratedImage> {
    return this.render(pageSvg(pageNumber, 1240, 1754), `page-${pageNumber}`, 'webp');
  }

  dispose(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
