import Link from '@mui/material/Link';
import DownloadIcon from '@mui/icons-material/Download';
import { scanPdfPath } from '../downloadPaths';

interface ScanPdfLinkProps {
  documentId: string;
  pageCount: number;
}

/**
 * The scan as one PDF. A `download` link, so the analytics beacon reports it as a file download and the
 * browser saves it under the name the CMS gives (the scan's title).
 */
export function ScanPdfLink({ documentId, pageCount }: ScanPdfLinkProps) {
  return (
    <Link
      href={scanPdfPath(documentId)}
      download
      type="application/pdf"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: '0.875rem' }}
    >
      <DownloadIcon fontSize="small" aria-hidden />
      Download the scan (PDF, {pageCount} {pageCount === 1 ? 'page' : 'pages'})
    </Link>
  );
}
