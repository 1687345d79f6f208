import * as React from 'react';
import { PREVIEW_LINK_LIFETIME_SECONDS } from '@folio/core';
import { useClipboard, useFetchClient, useNotification, useQueryParams } from '@strapi/admin/strapi-admin';
import { Button } from '@strapi/design-system';
import { useParams } from 'react-router-dom';

const HOURS = PREVIEW_LINK_LIFETIME_SECONDS / 3600;

const reason = (error: unknown) =>
  (error as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message ??
  (error instanceof Error ? error.message : 'the request failed');

/**
 * In the preview's header (the content manager's `preview.actions` injection zone): Strapi's own copy button
 * gives the admin's address, which only signed-in editors can open; this one copies the signed site link the
 * preview shows, asked for afresh from the CMS so it lasts its whole lifetime from the moment it is copied.
 */
export function CopyPreviewLink() {
  const { slug: model, id: documentId } = useParams<{ slug: string; id?: string }>();
  const [{ query }] = useQueryParams<{ status?: string }>();
  const status = query.status === 'published' ? 'published' : 'draft';
  const { get } = useFetchClient();
  const { copy } = useClipboard();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = React.useState(false);

  const copyLink = async () => {
    setBusy(true);
    try {
      const { data } = await get<{ data?: { url?: string | null } }>(`/content-manager/preview/url/${model}`, {
        params: { documentId, status },
      });
      const url = data.data?.url;
      if (!url) throw new Error('this entry has no page on the site to preview');
      if (!(await copy(url))) throw new Error('the browser did not allow copying; allow the clipboard and try again');
      toggleNotification({
        type: 'success',
        message: `Preview link copied: it opens this ${status} version in any browser, without an account, for ${HOURS} hours.`,
      });
    } catch (error) {
      toggleNotification({ type: 'danger', message: `The preview link could not be copied: ${reason(error)}.` });
    } finally {
      setBusy(false);
    }
  };

  if (!model) return null;
  return (
    <Button type="button" variant="secondary" size="S" onClick={copyLink} loading={busy}>
      Copy preview link
    </Button>
  );
}
