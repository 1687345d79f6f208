import type { PixelRegion } from './zoomRegion';

/** What the reader needs to link to, cite and crop a region of a page: sent with the entry's page. */
export interface ReaderCitation {
  kind: 'scans' | 'archives';
  title: string;
  designerOrBrand: string;
  yearPublished: number | null;
  siteName: string;
  /** The entry's page, absolute, on the public site. */
  pageUrl: string;
  manifestId: string;
  /** Per page (index 0 is page 1): its canvas in the manifest, null for a page the manifest leaves out. */
  canvasIds: (string | null)[];
  /** Per page: its IIIF image service, null for a page without one. */
  imageServices: (string | null)[];
  rights: { uri: string; label: string };
}

export interface CitedRegion {
  page: number;
  region: PixelRegion;
}
