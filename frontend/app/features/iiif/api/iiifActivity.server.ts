/** IIIF Change Discovery API 1.0: the CMS's record of published changes as an ordered collection of pages. */
import {
  ACTIVITY_COLLECTION_FILE,
  ACTIVITY_PAGE_FILE,
  ACTIVITY_PAGE_SIZE,
  activityCollection,
  activityPage,
  apiError,
  IIIF_DISCOVERY_CONTENT_TYPE,
  type ChangeSlice,
} from '@folio/core';
import { readCmsJson } from '../../../lib/content/cmsJson.server';
import { publicSiteUrl } from '../../../lib/env.server';
import { sharedResponse } from '../../../lib/http/sharedPage.server';

const refuse = (status: number, name: string, message: string) =>
  new Response(JSON.stringify(apiError(status, name, message)), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

const notFound = () => refuse(404, 'NotFoundError', 'Not Found');

const changes = async (start: number, limit: number) =>
  (await readCmsJson<{ data: ChangeSlice }>(`/api/iiif-activities?start=${start}&limit=${limit}`))?.data ?? null;

/** /iiif/activity/all-changes.json and /iiif/activity/page-<n>.json, n from 0 (oldest). */
export async function activityResponse(request: Request, file: string | undefined): Promise<Response> {
  const isCollection = file === ACTIVITY_COLLECTION_FILE;
  const page = isCollection ? null : ACTIVITY_PAGE_FILE.exec(file ?? '');
  if (!isCollection && !page) return notFound();
  const index = page ? Number(page[1]) : 0;
  const slice = await changes(index * ACTIVITY_PAGE_SIZE, isCollection ? 0 : ACTIVITY_PAGE_SIZE);
  // An outage must not read as a stream with nothing new in it.
  if (!slice) return refuse(503, 'ServiceUnavailableError', 'The content service is unreachable.');
  const siteUrl = publicSiteUrl();
  const document = isCollection ? activityCollection(siteUrl, slice.total) : activityPage(siteUrl, index, slice);
  if (!document) return notFound();
  return sharedResponse(request, JSON.stringify(document), IIIF_DISCOVERY_CONTENT_TYPE);
}
