/**
 * Where the renderer puts each character of a printed line: the advances and kerning of the font fontconfig picks
 * for the SVG's family (the same lookup librsvg makes), read with PDFKit's fontkit.
 */
import { execFileSync } from 'node:child_process';
import PDFDocument from 'pdfkit';
import type { PrintedLine } from './printing';

const FAMILY = { serif: 'DejaVu Serif', sans: 'DejaVu Sans' } as const;

type Style = Pick<PrintedLine, 'family' | 'weight' | 'italic'>;

let measurer: PDFKit.PDFDocument | undefined;
const files = new Map<string, string | null>();

function fontFile(style: Style): string | null {
  const pattern = `${FAMILY[style.family]}${style.weight === 'bold' ? ':bold' : ''}${style.italic ? ':italic' : ''}`;
  if (!files.has(pattern)) {
    let file: string | null = null;
    try {
      file = execFileSync('fc-match', ['--format=%{file}', pattern], { encoding: 'utf8' }).trim() || null;
    } catch {
      // No fontconfig tools: the caller falls back to its estimate.
    }
    files.set(pattern, file);
  }
  return files.get(pattern) ?? null;
}

/** Measures text in px at a size as the line's font draws it, or null when the font file cannot be found. */
export function lineMeasure(line: PrintedLine): ((text: string) => number) | null {
  const file = fontFile(line);
  if (!file) return null;
  measurer ??= new PDFDocument({ autoFirstPage: false });
  const spacing = line.spacing ?? 0;
  return (text) => {
    if (!text) return 0;
    const width = measurer!.font(file).fontSize(line.size).widthOfString(text);
    return width + text.length * spacing;
  };
}
