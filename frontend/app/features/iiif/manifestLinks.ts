import type { MetaDescriptor } from 'react-router';
import { IIIF_PRESENTATION_CONTENT_TYPE, iiifPaths, type IiifEntryKind } from '@folio/core';

export const manifestPath = (kind: IiifEntryKind, documentId: string) => iiifPaths.manifest('', kind, documentId);

/** `<link rel="alternate">` naming the manifest as another form of the page, for harvesters and browser add-ons. */
export const manifestHeadLink = (kind: IiifEntryKind, documentId: string): MetaDescriptor => ({
  tagName: 'link',
  rel: 'alternate',
  type: IIIF_PRESENTATION_CONTENT_TYPE,
  href: manifestPath(kind, documentId),
});
