/** Demo articles (invented, for development and demonstration only). */
import { IIIF_DEFAULT_RIGHTS } from '@folio/core';
import type { DemoArticle } from './demo-library';

const interviewIntro = '*Photographs from the archive of the interviewee, scanned for Folio.*';

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'In Conversation with an Archivist, Part 1',
    slug: 'in-conversation-with-an-archivist-part-1',
    description: 'How a private collection of catalogues became a public library: the first half of our conversation.',
    category: 'Interview',
    author: 'Mara Okafor',
    publishedDate: '2025-02-03T10:00:00.000Z',
    blocks: [
      interviewIntro,
      '## Where it started',
      '**When did you buy your first catalogue?**\\nIn 1994, in a shop in Antwerp that sold them for the price of a coffee. I did not know what I was holding.',
      '**Why keep paper when everything is online?**\\nBecause most of it is not online. A catalogue is a designer speaking without a journalist in between. See the [Six series](/scans/comme-des-garçons) for what I mean.',
      '---',
      '*Continued in [Part 2](/articles/in-conversation-with-an-archivist-part-2).*',
    ],
  },
  {
    title: 'In Conversation with an Archivist, Part 2',
    slug: 'in-conversation-with-an-archivist-part-2',
    description: 'The second half: scanning, sharing and what a digital library owes to the people who made the paper.',
    category: 'Interview',
    author: 'Mara Okafor',
    publishedDate: '2025-02-10T10:00:00.000Z',
    blocks: [
      '*Read [Part 1](/articles/in-conversation-with-an-archivist-part-1) first.*',
      '## Scanning',
      '**How do you scan a catalogue without breaking its spine?**\\nSlowly, on a book cradle, one spread at a time. Never flat on glass.',
      '**What does the library owe the designers?**\\nCredit, accuracy and a link to where their work can be bought today. We are listed on the [Internet Archive](https://archive.org) as well.',
      '---',
      '## What is next',
      'More invitations, more leaflets, the small things nobody kept.\\nIf you have some, [write to us](/contributors).',
    ],
  },
  {
    title: 'Reading Six: An Image-Only Magazine',
    slug: 'reading-six-an-image-only-magazine',
    description: 'Twelve issues, almost no words: how a house magazine told a story with pictures alone.',
    category: 'Deep Dive',
    author: 'Jonas Berg',
    publishedDate: '2024-11-18T09:00:00.000Z',
    blocks: [
      '## No words',
      'Between 1988 and 1991 the magazine came out twice a year, with no articles and no captions.\\nIt was sent to clients, not sold.',
      '*Six Issue 3, spread from the middle pages.*',
      '---',
      '## Sequence as argument',
      'Read in order, **Issue 2** answers **Issue 1**, and **Issue 10** closes a loop begun in **Issue 9**. Browse the [whole series](/scans/comme-des-garçons).',
    ],
  },
  {
    title: 'The Catalogue as Manifesto',
    slug: 'the-catalogue-as-manifesto',
    description: 'Mail-order catalogues of the 1990s and the brands that used them to speak plainly.',
    category: 'Deep Dive',
    author: 'Jonas Berg',
    publishedDate: '2024-09-02T09:00:00.000Z',
    blocks: [
      '## Price lists and prose',
      'An order form on the last page made a catalogue a contract: what you saw was what you could buy.',
      '*A.P.C. Catalogue Autumn/Winter 1994, order form.*',
      'See the [A.P.C. scans](/scans/a.p.c.) for the whole run.',
    ],
  },
  {
    title: 'Spotlight: Invitations',
    slug: 'spotlight-invitations',
    description: 'Small cards, big ideas: show invitations as the first garment of a collection.',
    category: 'Spotlight',
    author: 'Lea Fontaine',
    publishedDate: '2024-06-14T12:00:00.000Z',
    blocks: [
      '## Paper first',
      'Before the clothes, the card. Some were printed on fabric, some on a paper bag.',
      '---',
      '*Helmut Lang Invitations, 1993–1996.*',
    ],
  },
  {
    title: 'Spotlight: Pleats',
    slug: 'spotlight-pleats',
    description: 'A short history of the permanently pleated garment.',
    category: 'Spotlight',
    author: 'Lea Fontaine',
    publishedDate: '2024-04-22T12:00:00.000Z',
    blocks: [
      '## Heat and polyester',
      'Garments cut two and a half times too large, then pleated in a press.',
      '*Pleats Please, Guest Artist Series No. 1.*',
    ],
  },
  {
    title: 'Spotlight: Antwerp',
    slug: 'spotlight-antwerp',
    description: 'Six designers, one van, one trade fair in London.',
    category: 'Spotlight',
    author: 'Pieter Claes',
    publishedDate: '2024-03-05T12:00:00.000Z',
    blocks: [
      '## 1986',
      'The story is told often; the paper it left behind less so.',
      '---',
      'Browse [Dries Van Noten](/scans/dries-van-noten) and [Ann Demeulemeester](/scans/ann-demeulemeester).',
    ],
  },
  {
    title: 'Exclusive: The Lost Lookbook',
    slug: 'exclusive-the-lost-lookbook',
    description: 'A photocopied lookbook thought lost, found in a box of invoices.',
    category: 'Exclusive',
    author: 'Mara Okafor',
    publishedDate: '2024-12-09T08:00:00.000Z',
    blocks: [
      '## Found',
      'Forty loose sheets, numbered by hand.\\nWe scanned all of them.',
      '*Maison Martin Margiela (Artisanal), Spring 1999.*',
    ],
  },
  {
    title: 'Exclusive: Inside a Press Archive',
    slug: 'exclusive-inside-a-press-archive',
    description: 'Ten thousand press kits and the people who keep them dry.',
    category: 'Exclusive',
    author: 'Pieter Claes',
    publishedDate: '2024-08-19T08:00:00.000Z',
    blocks: [
      '## Shelves',
      'Acid-free boxes, a dehumidifier and a spreadsheet.',
      '**What goes first?**\\nThe glue. Always the glue.',
    ],
  },
  {
    title: 'Interview: A Photographer of Catalogues',
    slug: 'interview-a-photographer-of-catalogues',
    description: 'On shooting clothes for paper that was meant to be thrown away.',
    category: 'Interview',
    author: 'Lea Fontaine',
    publishedDate: '2024-05-30T10:00:00.000Z',
    blocks: [
      '**Did you know they would be collected?**\\nNo. We thought they would be recycled by spring.',
      '---',
      '*Yohji Yamamoto Catalogue Autumn/Winter 1986.*',
    ],
  },
  {
    title: 'Deep Dive: Oversize',
    slug: 'deep-dive-oversize',
    description: 'Scaling clothes up: from doll clothes to size 74.',
    category: 'Deep Dive',
    author: 'Jonas Berg',
    publishedDate: '2024-02-12T09:00:00.000Z',
    blocks: [
      '## Scale',
      'Enlargement as a method, not a silhouette.',
      'Compare the [Autumn/Winter 2000 catalogue](/scans/maison-martin-margiela) with the archives.',
    ],
  },
  {
    title: 'Exclusive: Donated Collections of 2024',
    slug: 'exclusive-donated-collections-of-2024',
    description: 'What readers gave the library this year, and how to give more.',
    category: 'Exclusive',
    author: 'Folio Editors',
    publishedDate: '2024-01-15T08:00:00.000Z',
    blocks: [
      '## Thank you',
      'Every scan in the library was lent or given by a reader.',
      '---',
      'Want to help? Use the contact form and choose *Become a contributor*.',
    ],
  },
];

export const DEMO_SITE = {
  siteName: 'Folio',
  description:
    'Folio is an online fashion archive and magazine: scanned designer and brand publications, collection archives and long-form articles.',
  donateUrl: 'https://donate.folio.example/',
  instagramUrl: 'https://www.instagram.com/folio.archive/',
  socialLinks: [
    { platform: 'Instagram', url: 'https://www.instagram.com/folio.archive/' },
    { platform: 'TikTok', url: 'https://www.tiktok.com/@folio.archive' },
    { platform: 'Pinterest', url: 'https://www.pinterest.com/folioarchive/' },
  ],
  iiifRights: IIIF_DEFAULT_RIGHTS.rights,
  iiifAttribution: IIIF_DEFAULT_RIGHTS.attribution,
};

export const DEMO_ABOUT = {
  body: 'Folio is a digital library of fashion publications: catalogues, lookbooks, invitations and magazines that brands printed and nobody kept.\n\nEverything here was lent or given by readers. The demo content in this installation is invented for demonstration.',
  contributors: [
    { name: 'Mara Okafor', role: 'Editor in chief', link: 'https://www.instagram.com/folio.archive/' },
    { name: 'Jonas Berg', role: 'Archivist' },
    { name: 'Lea Fontaine', role: 'Writer' },
    { name: 'Pieter Claes', role: 'Writer' },
    { name: 'Sam Ito', role: 'Developer', link: 'https://folio.example/' },
  ],
};
