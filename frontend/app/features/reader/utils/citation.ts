/** How to cite an entry, one of its pages and a region of it: Chicago and MLA text, BibTeX and CSL-JSON. */
import type { PixelRegion } from './zoomRegion';
import { MONTHS } from '../../../lib/months';

export interface CitationSource {
  kind: 'scans' | 'archives';
  title: string;
  designerOrBrand: string;
  yearPublished: number | null;
  siteName: string;
  /** The page, 1-based; "page" in a scan, "image" in an archive entry. */
  page: number;
  region: PixelRegion | null;
  /** The address that opens the entry at this page and region. */
  url: string;
  rights: { uri: string; label: string };
  accessed: Date;
}

// MLA abbreviates months of more than four letters.
const mlaMonth = (month: number) => (MONTHS[month].length > 4 ? `${MONTHS[month].slice(0, 3)}.` : MONTHS[month]);

const utcParts = (date: Date) => [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()] as const;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

const noun = (source: CitationSource) => (source.kind === 'scans' ? 'page' : 'image');
const regionText = (region: PixelRegion) =>
  `region x ${region.x}, y ${region.y}, ${region.width} × ${region.height} pixels`;

/** "page 3, region x 120, y 80, 400 × 300 pixels" */
export function locatorText(source: CitationSource): string {
  const at = `${noun(source)} ${source.page}`;
  return source.region ? `${at}, ${regionText(source.region)}` : at;
}

const rightsText = (source: CitationSource) => `Rights: ${source.rights.label} (${source.rights.uri}).`;
const year = (source: CitationSource) => (source.yearPublished === null ? 'n.d.' : String(source.yearPublished));
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Chicago, notes and bibliography, as a bibliography entry. */
export function chicagoCitation(source: CitationSource): string {
  const [y, m, d] = utcParts(source.accessed);
  return [
    sentence(source.designerOrBrand),
    sentence(source.title),
    sentence(year(source)),
    `${capitalised(locatorText(source))}.`,
    `${source.siteName}.`,
    `Accessed ${MONTHS[m]} ${d}, ${y}.`,
    source.url + '.',
    rightsText(source),
  ].join(' ');
}

/** MLA, 9th edition, as a works-cited entry. */
export function mlaCitation(source: CitationSource): string {
  const [y, m, d] = utcParts(source.accessed);
  const date = source.yearPublished === null ? '' : `${source.yearPublished}, `;
  const at = source.kind === 'scans' ? `p. ${source.page}` : `image ${source.page}`;
  const region = source.region ? `, ${regionText(source.region)}` : '';
  return [
    sentence(source.designerOrBrand),
    sentence(source.title),
    `${source.siteName}, ${date}${at}${region}, ${source.url}.`,
    `Accessed ${d} ${mlaMonth(m)} ${y}.`,
    rightsText(source),
  ].join(' ');
}

// Characters TeX reads as commands, written so they print as themselves.
const TEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};
const tex = (text: string) => text.replace(/[\\{}&%$#_~^]/g, (char) => TEX_SPECIALS[char]);

const asciiWord = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();

/** designer, year, first word of the title and the page: "commedesgarcons1991six-p3". */
export function citationKey(source: CitationSource): string {
  const firstWord = source.title.split(/\s+/).map(asciiWord).find(Boolean) ?? 'entry';
  const yearPart = source.yearPublished === null ? 'nd' : String(source.yearPublished);
  return `${asciiWord(source.designerOrBrand) || 'folio'}${yearPart}${firstWord}-p${source.page}`;
}

/** A biblatex-friendly @misc entry; UTF-8, with TeX's special characters escaped (the URL is left as it is). */
export function bibtexCitation(source: CitationSource): string {
  const fields: [string, string][] = [
    // Double braces: a brand is one name, not a first and last name.
    ['author', `{${tex(source.designerOrBrand)}}`],
    ['title', tex(source.title)],
  ];
  if (source.yearPublished !== null) fields.push(['year', String(source.yearPublished)]);
  fields.push(
    ['howpublished', tex(source.siteName)],
    ['url', source.url],
    ['urldate', isoDate(source.accessed)],
    ['note', tex(`${capitalised(locatorText(source))}. ${rightsText(source)}`)],
  );
  const body = fields.map(([name, value]) => `  ${name} = {${value}}`).join(',\n');
  return `@misc{${citationKey(source)},\n${body}\n}`;
}

/** One CSL-JSON item, as reference managers import it. */
export function cslJsonCitation(source: CitationSource) {
  const [y, m, d] = utcParts(source.accessed);
  return {
    id: citationKey(source),
    type: source.kind === 'scans' ? 'book' : 'graphic',
    title: source.title,
    author: [{ literal: source.designerOrBrand }],
    ...(source.yearPublished === null ? {} : { issued: { 'date-parts': [[source.yearPublished]] } }),
    publisher: source.siteName,
    URL: source.url,
    accessed: { 'date-parts': [[y, m + 1, d]] },
    ...(source.kind === 'scans' ? { page: String(source.page) } : {}),
    note: capitalised(locatorText(source)),
    license: `${source.rights.label} (${source.rights.uri})`,
  };
}

export const cslJsonText = (source: CitationSource): string => JSON.stringify([cslJsonCitation(source)], null, 2);
