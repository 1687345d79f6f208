import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Image } from '@folio/core';
import {
  bibtexCitation,
  chicagoCitation,
  cslJsonText,
  locatorText,
  mlaCitation,
  type CitationSource,
} from '../utils/citation';
import {
  contentStateAnnotation,
  encodeContentState,
  regionFileName,
  regionImageUrl,
  regionLink,
  IIIF_VIEWER_URL,
} from '../utils/citedRegion';
import type { ReaderCitation } from '../utils/readerCitation';
import { type PixelRegion, clampRegion } from '../utils/zoomRegion';
import { CopyField } from './CopyField';

interface RegionPanelProps {
  open: boolean;
  page: number;
  image: Image;
  region: PixelRegion;
  citation: ReaderCitation;
  onRegionChange: (region: PixelRegion) => void;
  onClose: () => void;
}

const FIELDS = [
  ['x', 'Left (x)'],
  ['y', 'Top (y)'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const;

/** Widths offered for the download, narrower than the region itself, which is offered too. */
const WIDTHS = [400, 800, 1600];

/** The link, the content state, the download and the citations of a region of a page. */
export function RegionPanel({ open, page, image, region, citation, onRegionChange, onClose }: RegionPanelProps) {
  const titleId = useId();
  const [fields, setFields] = useState<Record<string, string> | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const shownFields = fields ?? Object.fromEntries(FIELDS.map(([name]) => [name, String(region[name])]));
  const edited = clampRegion(
    {
      x: Number(shownFields.x),
      y: Number(shownFields.y),
      width: Number(shownFields.width),
      height: Number(shownFields.height),
    },
    image,
  );
  const fieldsValid = FIELDS.every(([name]) => /^\d{1,9}$/.test(shownFields[name].trim())) && edited !== null;

  const link = regionLink(citation.pageUrl, page, region);
  const canvasId = citation.canvasIds[page - 1];
  const service = citation.imageServices[page - 1];
  const contentState = useMemo(
    () =>
      canvasId
        ? encodeContentState(contentStateAnnotation(link, { manifestId: citation.manifestId, canvasId, region }))
        : null,
    [canvasId, link, citation.manifestId, region],
  );
  const source: CitationSource = {
    kind: citation.kind,
    title: citation.title,
    designerOrBrand: citation.designerOrBrand,
    yearPublished: citation.yearPublished,
    siteName: citation.siteName,
    page,
    region,
    url: link,
    rights: citation.rights,
    accessed: new Date(),
  };
  const widths = [...WIDTHS.filter((option) => option < region.width), region.width];
  const chosenWidth = width !== null && widths.includes(width) ? width : widths[Math.min(1, widths.length - 1)];

  const setField = (name: string, value: string) => {
    const next = { ...shownFields, [name]: value };
    setFields(next);
    const parsed = clampRegion(
      { x: Number(next.x), y: Number(next.y), width: Number(next.width), height: Number(next.height) },
      image,
    );
    if (parsed && FIELDS.every(([field]) => /^\d{1,9}$/.test(next[field].trim()))) onRegionChange(parsed);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      slotProps={{ transition: { onExited: () => setFields(null) } }}
    >
      <DialogTitle id={titleId} component="h2">
        Cite this region
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{capitalise(locatorText(source))}</Typography>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            Region, in pixels of the {citation.kind === 'scans' ? 'page' : 'image'} ({image.width} × {image.height})
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 }}>
            {FIELDS.map(([name, label]) => (
              <TextField
                key={name}
                label={label}
                value={shownFields[name]}
                size="small"
                onChange={(event) => setField(name, event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
              />
            ))}
          </Box>
          {!fieldsValid && (
            <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
              Whole numbers of pixels, for a region inside the {citation.kind === 'scans' ? 'page' : 'image'}.
            </Typography>
          )}
        </Box>

        <CopyField label="Link to this region" value={link} />
        {contentState && (
          <>
            <CopyField label="IIIF content state" value={contentState} />
            <Typography variant="body2" sx={{ mb: 2 }}>
              <Link href={`${IIIF_VIEWER_URL}${contentState}`} rel="noopener">
                Open in another IIIF viewer
              </Link>{' '}
              (Mirador), or paste the content state into any viewer that reads IIIF content states.
            </Typography>
          </>
        )}

        {service && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
            <TextField
              select
              label="Download width"
              size="small"
              value={chosenWidth}
              onChange={(event) => setWidth(Number(event.target.value))}
              sx={{ minWidth: 200 }}
            >
              {widths.map((option) => (
                <MenuItem key={option} value={option}>
                  {option === region.width ? `${option} pixels (full detail)` : `${option} pixels`}
                </MenuItem>
              ))}
            </TextField>
            <Link
              href={regionImageUrl(service, region, chosenWidth)}
              download={regionFileName(citation.pageUrl, page, region, chosenWidth)}
            >
              Download this region ({chosenWidth} pixels wide, JPEG)
            </Link>
          </Box>
        )}

        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          Cite this
        </Typography>
        <CopyField label="Chicago" value={chicagoCitation(source)} multiline />
        <CopyField label="MLA" value={mlaCitation(source)} multiline />
        <CopyField label="BibTeX" value={bibtexCitation(source)} multiline />
        <CopyField label="CSL-JSON" value={cslJsonText(source)} multiline />
        <Typography variant="body2">
          Rights:{' '}
          <Link href={citation.rights.uri} rel="license">
            {citation.rights.label}
          </Link>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
