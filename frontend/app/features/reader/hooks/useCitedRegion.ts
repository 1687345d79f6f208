import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Image } from '@folio/core';
import { REGION_PARAM, parseRegionParam } from '../utils/citedRegion';
import type { PixelRegion } from '../utils/zoomRegion';

/** The region of the open page a link cites (`?region=`); leaving the zoom view drops it from the URL. */
export function useCitedRegion(image: Image | undefined): PixelRegion | null {
  const [searchParams] = useSearchParams();
  const value = searchParams.get(REGION_PARAM);
  const width = image?.width ?? 0;
  const height = image?.height ?? 0;
  return useMemo(() => parseRegionParam(value, { width, height }), [value, width, height]);
}
