import * as React from 'react';
import { useFetchClient, useQueryParams, useTable } from '@strapi/admin/strapi-admin';
import {
  buildValidParams,
  unstable_useDocumentActions as useDocumentActions,
  useDocumentRBAC,
  type BulkActionComponent,
  type DocumentActionComponent,
} from '@strapi/content-manager/strapi-admin';
import { Box, Flex, Loader, Typography } from '@strapi/design-system';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DeletionPreview } from '../../../shared/deletion';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const reason = (error: unknown) =>
  (error as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message ??
  (error instanceof Error ? error.message : 'the request failed');

const ScrollList = ({ items, label }: { items: string[]; label: string }) => (
  <Box tag="ul" aria-label={label} maxHeight="16rem" overflow="auto" paddingLeft={4} style={{ listStyle: 'disc' }}>
    {items.map((item) => (
      <li key={item}>
        <Typography variant="pi">{item}</Typography>
      </li>
    ))}
  </Box>
);

/** What else goes with the entries: their files that nothing else uses, and their former addresses. */
function DeletionSummary({ model, documentIds }: { model: string; documentIds: string[] }) {
  const { get } = useFetchClient();
  const [preview, setPreview] = React.useState<DeletionPreview | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const key = documentIds.join(',');
  const these = documentIds.length === 1 ? 'this entry' : 'these entries';

  React.useEffect(() => {
    let live = true;
    get<{ data: DeletionPreview }>(`/folio-editor/deletions/${model}`, { params: { documentIds: key } })
      .then(({ data }) => live && setPreview(data.data))
      .catch((failure: unknown) => live && setError(reason(failure)));
    return () => {
      live = false;
    };
  }, [get, model, key]);

  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <Typography tag="p" textAlign="center">
        {`Are you sure you want to delete ${these}? This cannot be undone.`}
      </Typography>
      {error ? (
        <Typography tag="p" variant="pi" textColor="danger600" role="alert">
          {`The files that would go with ${these} could not be listed (${error}). A file is deleted with an entry only when nothing else uses it.`}
        </Typography>
      ) : !preview ? (
        <Loader small>{`Looking for the files only ${these} use…`}</Loader>
      ) : (
        <>
          {preview.files.length > 0 ? (
            <>
              <Typography tag="p" variant="omega" fontWeight="semiBold">
                {`${plural(preview.files.length, 'media file')} used by ${these} and nothing else will be deleted too:`}
              </Typography>
              <ScrollList items={preview.files.map((file) => file.name)} label="Media files deleted with it" />
            </>
          ) : (
            <Typography tag="p" variant="pi">
              {preview.kept > 0
                ? `Its ${plural(preview.kept, 'media file')} stay in the media library: other entries use them.`
                : 'No media files go with it.'}
            </Typography>
          )}
          {preview.files.length > 0 && preview.kept > 0 ? (
            <Typography tag="p" variant="pi">
              {`${plural(preview.kept, 'other file')} stay${preview.kept === 1 ? 's' : ''}: other entries use them.`}
            </Typography>
          ) : null}
          {preview.formerAddresses.length > 0 ? (
            <>
              <Typography tag="p" variant="pi">
                {`Its former ${preview.formerAddresses.length === 1 ? 'address stops' : 'addresses stop'} redirecting and will answer "not found":`}
              </Typography>
              <ScrollList items={preview.formerAddresses} label="Former addresses removed with it" />
            </>
          ) : null}
        </>
      )}
    </Flex>
  );
}

/**
 * Strapi's delete, with what goes along listed before it is confirmed. Strapi's own action marks the deleted
 * document itself stale, so every view still holding it (the edit view, the list's row actions) asks for it again
 * and shows a red "Not Found"; its bulk delete, used here for one entry, only marks the lists stale. A single
 * type (one document, nothing listed) keeps Strapi's delete.
 */
export const DeleteEntryAction: DocumentActionComponent = ({ documentId, model, collectionType, document }) => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [{ query }] = useQueryParams();
  const params = React.useMemo(() => buildValidParams(query), [query]);
  const canDelete = useDocumentRBAC('DeleteEntryAction', (state) => state.canDelete);
  const { delete: remove, deleteMany, isLoading } = useDocumentActions();
  const entry = collectionType === 'collection-types' ? documentId : undefined;
  return {
    disabled: !canDelete || !document,
    label: 'Delete entry',
    variant: 'danger',
    position: ['header', 'table-row'],
    dialog: {
      type: 'dialog',
      title: 'Delete this entry?',
      variant: 'danger',
      confirmLabel: 'Delete',
      content: entry ? (
        <DeletionSummary model={model} documentIds={[entry]} />
      ) : (
        <Typography tag="p" textAlign="center">
          Are you sure you want to delete this entry? This cannot be undone.
        </Typography>
      ),
      loading: isLoading,
      onConfirm: async () => {
        if (!entry) {
          await remove({ documentId, model, collectionType, params: { locale: '*' } });
          return;
        }
        const result = await deleteMany({ model, documentIds: [entry], params });
        if (!('error' in result) && pathname.endsWith(`/${entry}`)) {
          navigate({ pathname: `../${collectionType}/${model}` }, { replace: true });
        }
      },
    },
  };
};
DeleteEntryAction.type = 'delete';
DeleteEntryAction.position = ['header', 'table-row'];

export const DeleteEntriesAction: BulkActionComponent = ({ documents, model }) => {
  const selectRow = useTable('DeleteEntriesAction', (state) => state.selectRow);
  const [{ query }] = useQueryParams();
  const params = React.useMemo(() => buildValidParams(query), [query]);
  const canDelete = useDocumentRBAC('DeleteEntriesAction', (state) => state.canDelete);
  const { deleteMany } = useDocumentActions();
  const documentIds = documents.map((document) => document.documentId);
  if (!canDelete) return null;
  return {
    variant: 'danger-light',
    label: 'Delete',
    dialog: {
      type: 'dialog',
      title: `Delete ${plural(documentIds.length, 'entry', 'entries')}?`,
      variant: 'danger',
      confirmLabel: 'Delete',
      content: <DeletionSummary model={model} documentIds={documentIds} />,
      onConfirm: async () => {
        const result = await deleteMany({ documentIds, model, params });
        if (!('error' in result)) selectRow([]);
      },
    },
  };
};
DeleteEntriesAction.type = 'delete';
