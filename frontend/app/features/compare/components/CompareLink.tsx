import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { comparePath } from '../compareParams';

/** From an entry's page: this page on the left of a comparison, the right one to be chosen. */
export function CompareLink({ path }: { path: string }) {
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  return (
    <Link component={RouterLink} to={comparePath({ left: { path, page } })} sx={{ fontSize: '0.875rem' }}>
      Compare this page with another
    </Link>
  );
}
