/** Titles deliberately hold accents, symbols, commas, slashes, colons and a numbered series the rules must handle. */
import type { ArticleCategory } from '@folio/core';

export interface DemoEntry {
  title: string;
  designer: string;
  year: number | null;
  description: string | null;
  collectionsFeatured: string;
  pageCount: number;
  coverFormat: 'webp' | 'jpg' | 'png';
}

export interface DemoArticle {
  title: string;
  slug: string;
  description: string;
  category: ArticleCategory;
  author: string;
  publishedDate: string;
  blocks: string[];
  alsoLinkDesigners?: string[];
  neverLinkDesigners?: string[];
}

export const DESIGNERS = [
  'Comme des Garçons',
  'A.P.C.',
  'Yohji Yamamoto',
  'Issey Miyake',
  'Maison Martin Margiela',
  'Helmut Lang',
  'Jil Sander',
  'Raf Simons',
  'Prada',
  'Jean Paul Gaultier',
  'Vivienne Westwood',
  'Dries Van Noten',
  'Ann Demeulemeester',
  'Undercover',
] as const;

export interface DesignerPrint {
  city: string;
  currency: string;
  currencyName?: string;
  /** Ten times a typical garment's price in that currency, per unit of the price generator. */
  priceScale: number;
}

export const DESIGNER_PRINT: Record<string, DesignerPrint> = {
  'Comme des Garçons': { city: 'Tokyo', currency: '¥', currencyName: 'yen', priceScale: 20_000 },
  'A.P.C.': { city: 'Paris', currency: 'FF', currencyName: 'French francs', priceScale: 300 },
  'Yohji Yamamoto': { city: 'Tokyo', currency: '¥', currencyName: 'yen', priceScale: 25_000 },
  'Issey Miyake': { city: 'Tokyo', currency: '¥', currencyName: 'yen', priceScale: 18_000 },
  'Maison Martin Margiela': { city: 'Paris', currency: 'FF', currencyName: 'French francs', priceScale: 900 },
  'Helmut Lang': { city: 'New York', currency: '$', currencyName: 'US dollars', priceScale: 150 },
  'Jil Sander': { city: 'Hamburg', currency: 'DM', currencyName: 'Deutsche Mark', priceScale: 300 },
  'Raf Simons': { city: 'Antwerp', currency: 'BEF', currencyName: 'Belgian francs', priceScale: 6_000 },
  Prada: { city: 'Milan', currency: 'L.', currencyName: 'lire', priceScale: 300_000 },
  'Jean Paul Gaultier': { city: 'Paris', currency: 'FF', currencyName: 'French francs', priceScale: 800 },
  'Vivienne Westwood': { city: 'London', currency: '£', currencyName: 'pounds sterling', priceScale: 90 },
  'Dries Van Noten': { city: 'Antwerp', currency: 'BEF', currencyName: 'Belgian francs', priceScale: 5_000 },
  'Ann Demeulemeester': { city: 'Antwerp', currency: 'BEF', currencyName: 'Belgian francs', priceScale: 5_500 },
  Undercover: { city: 'Tokyo', currency: '¥', currencyName: 'yen', priceScale: 15_000 },
};

const FORMATS = ['webp', 'webp', 'jpg', 'png', 'webp', 'jpeg' as 'jpg'] as const;
const format = (index: number) => FORMATS[index % FORMATS.length] as DemoEntry['coverFormat'];

/** Comme des Garçons' "Six" as a numbered series of twelve issues, so natural-numeric order shows. */
const sixSeries: DemoEntry[] = Array.from({ length: 12 }, (_, i) => ({
  title: `Six Issue ${i + 1}`,
  designer: 'Comme des Garçons',
  year: 1988 + Math.floor(i / 3),
  description:
    i === 0
      ? 'The first issue of the house magazine: no articles, only images.\nPhotographs, collages and a few words on the last page.'
      : `Issue ${i + 1} of the image-only magazine.\nPrinted in Tokyo and sent to the house's clients.`,
  collectionsFeatured: i % 3 === 0 ? `Autumn/Winter ${1988 + Math.floor(i / 3)}` : '',
  pageCount: 6 + (i % 5),
  coverFormat: format(i),
}));

const singleScans: Omit<DemoEntry, 'pageCount' | 'coverFormat'>[] = [
  {
    title: 'Comme des Garçons: Body Meets Dress, Dress Meets Body',
    designer: 'Comme des Garçons',
    year: 1997,
    description: 'Lookbook of the Spring/Summer 1997 collection.\nPadded forms photographed on a white ground.',
    collectionsFeatured: 'Spring/Summer 1997',
  },
  {
    title: 'Garçons Homme Plus Catalogue (Spring 1994)',
    designer: 'Comme des Garçons',
    year: 1994,
    description: 'Menswear catalogue, shot in black and white.',
    collectionsFeatured: 'Spring/Summer 1994',
  },
  {
    title: 'A.P.C. Catalogue Autumn/Winter 1994',
    designer: 'A.P.C.',
    year: 1994,
    description: 'Mail-order catalogue with price list and order form.\nDenim, wool and the first raw selvedge jeans.',
    collectionsFeatured: 'Autumn/Winter 1994',
  },
  {
    title: 'A.P.C. Catalogue Spring/Summer 1996',
    designer: 'A.P.C.',
    year: 1996,
    description: 'Mail-order catalogue; includes the Interaction series.',
    collectionsFeatured: 'Spring/Summer 1996',
  },
  {
    title: 'A.P.C. Rue Madame',
    designer: 'A.P.C.',
    year: 2001,
    description: 'A small book about the shop on rue Madame.',
    collectionsFeatured: '',
  },
  {
    title: 'A.P.C. Interaction #1',
    designer: 'A.P.C.',
    year: null,
    description: 'Undated leaflet from the first collaboration series.',
    collectionsFeatured: '',
  },
  {
    title: 'Yohji Yamamoto: Talking to Myself',
    designer: 'Yohji Yamamoto',
    year: 2002,
    description: 'Monograph with photographs, drawings and notes.\nTwo volumes in a slipcase.',
    collectionsFeatured: '',
  },
  {
    title: 'Yohji Yamamoto Catalogue Autumn/Winter 1986',
    designer: 'Yohji Yamamoto',
    year: 1986,
    description: 'Photographed by Nick Knight.',
    collectionsFeatured: 'Autumn/Winter 1986',
  },
  {
    title: 'Yohji Yamamoto Catalogue Spring/Summer 1991',
    designer: 'Yohji Yamamoto',
    year: 1991,
    description: 'Catalogue with a fold-out poster.',
    collectionsFeatured: 'Spring/Summer 1991',
  },
  {
    title: 'Yohji Yamamoto Pour Homme, 1999',
    designer: 'Yohji Yamamoto',
    year: 1999,
    description: 'Menswear lookbook.',
    collectionsFeatured: 'Autumn/Winter 1999',
  },
  {
    title: 'Issey Miyake: East Meets West',
    designer: 'Issey Miyake',
    year: 1986,
    description: 'Book of the early work, reissued for the exhibition.',
    collectionsFeatured: '',
  },
  {
    title: 'Pleats Please Issey Miyake (Guest Artist Series No. 1)',
    designer: 'Issey Miyake',
    year: 1996,
    description: 'Leaflet of the first guest artist series.\nPrinted pleats, printed paper.',
    collectionsFeatured: 'Guest Artist Series No. 1',
  },
  {
    title: 'Issey Miyake Making Things',
    designer: 'Issey Miyake',
    year: 1998,
    description: 'Exhibition catalogue.',
    collectionsFeatured: '',
  },
  {
    title: 'Issey Miyake A-POC',
    designer: 'Issey Miyake',
    year: 1999,
    description: 'A Piece of Cloth: the tube of knit cut at home.',
    collectionsFeatured: 'A-POC',
  },
  {
    title: 'Maison Martin Margiela (Artisanal), Spring 1999',
    designer: 'Maison Martin Margiela',
    year: 1999,
    description: 'Photocopied lookbook of the Artisanal line.\nNumbered, unbound sheets.',
    collectionsFeatured: 'Artisanal, Spring/Summer 1999',
  },
  {
    title: 'Maison Martin Margiela: Street Special Edition Vol. 1',
    designer: 'Maison Martin Margiela',
    year: 1999,
    description: 'Magazine-format special edition.',
    collectionsFeatured: '',
  },
  {
    title: 'Maison Martin Margiela: Street Special Edition Vol. 2',
    designer: 'Maison Martin Margiela',
    year: 2000,
    description: 'Second special edition.',
    collectionsFeatured: '',
  },
  {
    title: 'Maison Martin Margiela Catalogue Autumn/Winter 2000',
    designer: 'Maison Martin Margiela',
    year: 2000,
    description: 'The oversized collection, scaled up to size 74.',
    collectionsFeatured: 'Autumn/Winter 2000',
  },
  {
    title: 'Maison Martin Margiela Invitations',
    designer: 'Maison Martin Margiela',
    year: null,
    description: 'Undated collection of show invitations.',
    collectionsFeatured: '',
  },
  {
    title: 'Helmut Lang Invitations, 1993–1996',
    designer: 'Helmut Lang',
    year: 1996,
    description: 'Invitations to the Paris shows.',
    collectionsFeatured: '',
  },
  {
    title: 'Helmut Lang Catalogue Autumn/Winter 1998',
    designer: 'Helmut Lang',
    year: 1998,
    description: 'The first collection shown in New York, first shown online.\nCatalogue with fabric swatches.',
    collectionsFeatured: 'Autumn/Winter 1998',
  },
  {
    title: 'Helmut Lang: Séance de Travail',
    designer: 'Helmut Lang',
    year: 1997,
    description: 'Booklet of the Séance de Travail presentations.',
    collectionsFeatured: '',
  },
  {
    title: 'Jil Sander Catalogue Spring/Summer 1993',
    designer: 'Jil Sander',
    year: 1993,
    description: 'Photographed by Craig McDean.',
    collectionsFeatured: 'Spring/Summer 1993',
  },
  {
    title: 'Jil Sander Catalogue Autumn/Winter 1996',
    designer: 'Jil Sander',
    year: 1996,
    description: 'Catalogue with tipped-in plates.',
    collectionsFeatured: 'Autumn/Winter 1996',
  },
  {
    title: 'Jil Sander Pure',
    designer: 'Jil Sander',
    year: 2004,
    description: 'Book of the fragrance campaign.',
    collectionsFeatured: '',
  },
  {
    title: 'Raf Simons: Radioactivity',
    designer: 'Raf Simons',
    year: 2000,
    description: 'Fanzine-sized lookbook.\nTeenage rebellion, tailored.',
    collectionsFeatured: 'Autumn/Winter 2000',
  },
  {
    title: 'Raf Simons Catalogue Autumn/Winter 2001 (Riot! Riot! Riot!)',
    designer: 'Raf Simons',
    year: 2001,
    description: 'Catalogue of the Riot collection.',
    collectionsFeatured: 'Autumn/Winter 2001',
  },
  {
    title: 'Raf Simons / Peter Saville, 2003',
    designer: 'Raf Simons',
    year: 2003,
    description: 'The collaboration with Peter Saville: album sleeves printed on parkas.',
    collectionsFeatured: 'Autumn/Winter 2003',
  },
  {
    title: 'Raf Simons Redux',
    designer: 'Raf Simons',
    year: 2005,
    description: 'The ten-year retrospective book.',
    collectionsFeatured: '',
  },
  {
    title: 'Prada Catalogue Spring/Summer 1996',
    designer: 'Prada',
    year: 1996,
    description: 'The "ugly chic" season.',
    collectionsFeatured: 'Spring/Summer 1996',
  },
  {
    title: 'Prada Sport Catalogue, 1998',
    designer: 'Prada',
    year: 1998,
    description: 'Catalogue of the Linea Rossa line.',
    collectionsFeatured: 'Linea Rossa',
  },
  {
    title: 'Prada: Waist Down',
    designer: 'Prada',
    year: 2005,
    description: 'Exhibition book on skirts.',
    collectionsFeatured: '',
  },
  {
    title: 'Jean Paul Gaultier: Les Rastas',
    designer: 'Jean Paul Gaultier',
    year: 1987,
    description: 'Lookbook with hand-drawn titles.',
    collectionsFeatured: 'Spring/Summer 1987',
  },
  {
    title: 'Jean Paul Gaultier Junior Gaultier Catalogue',
    designer: 'Jean Paul Gaultier',
    year: 1988,
    description: 'Catalogue of the diffusion line.',
    collectionsFeatured: '',
  },
  {
    title: 'Jean Paul Gaultier: Cyberbaba',
    designer: 'Jean Paul Gaultier',
    year: 1995,
    description: 'Lookbook of the op-art collection.',
    collectionsFeatured: 'Autumn/Winter 1995',
  },
  {
    title: 'Vivienne Westwood: Pirate',
    designer: 'Vivienne Westwood',
    year: 1991,
    description: 'Reissue booklet of the Pirate collection.',
    collectionsFeatured: 'Autumn/Winter 1981',
  },
  {
    title: 'Vivienne Westwood Catalogue Autumn/Winter 1993 (Anglomania)',
    designer: 'Vivienne Westwood',
    year: 1993,
    description: 'Tartans and platforms.',
    collectionsFeatured: 'Anglomania',
  },
  {
    title: 'Vivienne Westwood: Red Label, 2009',
    designer: 'Vivienne Westwood',
    year: 2009,
    description: null as unknown as string,
    collectionsFeatured: '',
  },
  {
    title: 'Dries Van Noten Catalogue Spring/Summer 1995',
    designer: 'Dries Van Noten',
    year: 1995,
    description: 'Catalogue in the form of a newspaper.',
    collectionsFeatured: 'Spring/Summer 1995',
  },
  {
    title: 'Dries Van Noten: 50 Shows, Part 1',
    designer: 'Dries Van Noten',
    year: 2014,
    description: 'The first volume of the fifty-show book.',
    collectionsFeatured: '',
  },
  {
    title: 'Dries Van Noten: 50 Shows, Part 2',
    designer: 'Dries Van Noten',
    year: 2014,
    description: 'The second volume.',
    collectionsFeatured: '',
  },
  {
    title: 'Ann Demeulemeester Catalogue Autumn/Winter 1997',
    designer: 'Ann Demeulemeester',
    year: 1997,
    description: 'Black, white and feathers.',
    collectionsFeatured: 'Autumn/Winter 1997',
  },
  {
    title: 'Ann Demeulemeester: Poems',
    designer: 'Ann Demeulemeester',
    year: 2004,
    description: 'A catalogue printed with Patti Smith poems.',
    collectionsFeatured: '',
  },
  {
    title: 'Undercover: But Beautiful…',
    designer: 'Undercover',
    year: 2003,
    description: 'Lookbook with Cindy Sherman.\nParts I and II.',
    collectionsFeatured: 'Autumn/Winter 2003',
  },
  {
    title: 'Undercover Scab',
    designer: 'Undercover',
    year: 2016,
    description: 'Reprint of the Scab lookbook.',
    collectionsFeatured: 'Spring/Summer 2003',
  },
  {
    title: 'Undercover @ Parco',
    designer: 'Undercover',
    year: 2010,
    description: 'Exhibition pamphlet.',
    collectionsFeatured: '',
  },
  {
    title: 'Undercover T-Shirt Archive',
    designer: 'Undercover',
    year: null,
    description: 'Undated archive book of T-shirt graphics.',
    collectionsFeatured: '',
  },
  {
    title: 'Comme des Garçons Shirt Catalogue 2008',
    designer: 'Comme des Garçons',
    year: 2008,
    description: 'Shirt line catalogue.',
    collectionsFeatured: '',
  },
  {
    title: 'Comme des Garçons Parfums: Odeur 53',
    designer: 'Comme des Garçons',
    year: 1998,
    description: 'The anti-perfume booklet.',
    collectionsFeatured: '',
  },
];

export const DEMO_SCANS: DemoEntry[] = [
  ...sixSeries,
  ...singleScans.map((scan, i) => ({
    ...scan,
    description: scan.description ?? '',
    pageCount: 4 + (i % 6),
    coverFormat: format(i + 1),
  })),
];

const archiveList: Omit<DemoEntry, 'pageCount' | 'coverFormat'>[] = [
  {
    title: 'Spring/Summer 1997: Body Meets Dress',
    designer: 'Comme des Garçons',
    year: 1997,
    description: 'The "lumps and bumps" collection: gingham and down padding.',
    collectionsFeatured: 'Spring/Summer 1997',
  },
  {
    title: 'Autumn/Winter 1982: Destroy',
    designer: 'Comme des Garçons',
    year: 1982,
    description: 'Holes knitted in.',
    collectionsFeatured: 'Autumn/Winter 1982',
  },
  {
    title: 'Spring/Summer 2012: White Drama',
    designer: 'Comme des Garçons',
    year: null,
    description: null,
    collectionsFeatured: 'Spring/Summer 2012',
  },
  {
    title: 'Autumn/Winter 1996',
    designer: 'A.P.C.',
    year: 1996,
    description: 'Workwear and wool.',
    collectionsFeatured: 'Autumn/Winter 1996',
  },
  { title: 'Spring/Summer 1992: Denim', designer: 'A.P.C.', year: null, description: null, collectionsFeatured: '' },
  {
    title: 'Autumn/Winter 1998 (Bustles)',
    designer: 'Yohji Yamamoto',
    year: 1998,
    description: 'Bustles, hats and wedding dresses.',
    collectionsFeatured: 'Autumn/Winter 1998',
  },
  {
    title: 'Spring/Summer 1999: Wedding',
    designer: 'Yohji Yamamoto',
    year: 1999,
    description: 'The bride who packs her life into her dress.',
    collectionsFeatured: 'Spring/Summer 1999',
  },
  {
    title: 'Flying Saucer, 1994',
    designer: 'Issey Miyake',
    year: 1994,
    description: 'Pleated lanterns that fold flat.',
    collectionsFeatured: 'Spring/Summer 1994',
  },
  {
    title: 'Minaret',
    designer: 'Issey Miyake',
    year: 1995,
    description: null,
    collectionsFeatured: 'Spring/Summer 1995',
  },
  {
    title: 'Spring/Summer 1990: Tabi',
    designer: 'Maison Martin Margiela',
    year: 1990,
    description: 'The first show, in a playground in the 20th arrondissement.',
    collectionsFeatured: 'Spring/Summer 1990',
  },
  {
    title: 'Autumn/Winter 1994 (Doll Clothes)',
    designer: 'Maison Martin Margiela',
    year: 1994,
    description: 'Doll clothes scaled up to human size.',
    collectionsFeatured: 'Autumn/Winter 1994',
  },
  {
    title: 'Autumn/Winter 2004: Sleeveless',
    designer: 'Maison Martin Margiela',
    year: null,
    description: null,
    collectionsFeatured: '',
  },
  {
    title: 'Spring/Summer 1998: Bondage',
    designer: 'Helmut Lang',
    year: 1998,
    description: 'Straps, transparency and reflective tape.',
    collectionsFeatured: 'Spring/Summer 1998',
  },
  {
    title: 'Autumn/Winter 1999: Astro Biker',
    designer: 'Helmut Lang',
    year: 1999,
    description: 'Padded shoulders and biker jackets.',
    collectionsFeatured: 'Autumn/Winter 1999',
  },
  {
    title: 'Autumn/Winter 1993',
    designer: 'Jil Sander',
    year: 1993,
    description: 'Camel and grey.',
    collectionsFeatured: 'Autumn/Winter 1993',
  },
  {
    title: 'Autumn/Winter 2001: Riot! Riot! Riot!',
    designer: 'Raf Simons',
    year: 2001,
    description: 'Camouflage bombers and hoods.',
    collectionsFeatured: 'Autumn/Winter 2001',
  },
  {
    title: 'Spring/Summer 2002: Woe Onto Those Who Spit on the Fear Generation',
    designer: 'Raf Simons',
    year: 2002,
    description: null,
    collectionsFeatured: 'Spring/Summer 2002',
  },
  {
    title: 'Spring/Summer 1996: Banal',
    designer: 'Prada',
    year: 1996,
    description: 'Prints from the 1970s kitchen.',
    collectionsFeatured: 'Spring/Summer 1996',
  },
  {
    title: 'Autumn/Winter 1985: Witches',
    designer: 'Vivienne Westwood',
    year: 1985,
    description: 'Keith Haring prints.',
    collectionsFeatured: 'Autumn/Winter 1983',
  },
  {
    title: 'Autumn/Winter 2003 (Scab)',
    designer: 'Undercover',
    year: 2003,
    description: 'Patchwork and Cindy Sherman.',
    collectionsFeatured: 'Autumn/Winter 2003',
  },
  { title: 'Spring/Summer 2006: T', designer: 'Undercover', year: null, description: null, collectionsFeatured: '' },
  {
    title: 'Autumn/Winter 1997',
    designer: 'Ann Demeulemeester',
    year: 1997,
    description: 'Layers of black.',
    collectionsFeatured: 'Autumn/Winter 1997',
  },
];

export const DEMO_ARCHIVES: DemoEntry[] = archiveList.map((entry, i) => ({
  ...entry,
  pageCount: 3 + (i % 4),
  coverFormat: format(i + 2),
}));

/** Shared by most entries: each real-size page costs the seed about 0.8 s of upload work (record 152). */
export const SHARED_PAGES_ENTRY: DemoEntry = {
  title: 'Folio demo library',
  designer: 'Folio Archive',
  year: null,
  description: '',
  collectionsFeatured: 'Specimen pages',
  pageCount: Math.max(...[...DEMO_SCANS, ...DEMO_ARCHIVES].map((entry) => entry.pageCount)),
  coverFormat: 'jpg',
};

/** Entries whose page 1 is printed for them. */
export const PRINTED_ENTRIES: string[] = [
  'A.P.C. Catalogue Autumn/Winter 1994',
  'Helmut Lang Catalogue Autumn/Winter 1998',
  'Autumn/Winter 1998 (Bustles)',
];

/** Details that reward zooming in. */
export const LARGE_PAGES: { title: string; pageNumber: number }[] = [
  { title: 'A.P.C. Catalogue Autumn/Winter 1994', pageNumber: 1 },
  { title: SHARED_PAGES_ENTRY.title, pageNumber: 3 },
];
