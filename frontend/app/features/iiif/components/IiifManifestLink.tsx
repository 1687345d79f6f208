import Link from '@mui/material/Link';
import { IIIF_PRESENTATION_CONTENT_TYPE } from '@folio/core';
import { IiifLogo } from './IiifLogo';

interface IiifManifestLinkProps {
  href: string;
}

/** For readers who open the manifest in a viewer of their own (Mirador, Universal Viewer) or drag it there. */
export function IiifManifestLink({ href }: IiifManifestLinkProps) {
  return (
    <Link
      href={href}
      type={IIIF_PRESENTATION_CONTENT_TYPE}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: '0.875rem' }}
    >
      <IiifLogo />
      IIIF manifest
    </Link>
  );
}
