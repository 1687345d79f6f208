import * as React from 'react';
import { Box, Button, Field, Flex, Table, Tbody, Td, TextInput, Tr, Typography } from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/admin/strapi-admin';
import type { MasterFilePage } from '../../shared/masters';
import { FixityFindings } from './FixityFindings';
import { HeaderRow } from './HeaderRow';
import { plural, summaryOf, useFixityStatus, when } from './useFixityStatus';

function FixityPanel() {
  const { status, failed, requestCheck } = useFixityStatus();
  return (
    <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
      <Flex direction="column" alignItems="stretch" gap={4}>
        <Typography variant="delta" tag="h2">
          Weekly check
        </Typography>
        <Typography role="status" textColor={status && status.findings.length > 0 ? 'danger600' : 'neutral800'}>
          {failed ? `The check could not be read: ${failed}` : status ? summaryOf(status) : 'Reading the last check…'}
        </Typography>
        {status?.lastRun?.recorded ? (
          <Typography variant="pi">
            {`${plural(status.lastRun.recorded, 'master')} uploaded before checksums were kept got theirs from the stored file at that check.`}
          </Typography>
        ) : null}
        {status && status.findings.length > 0 && (
          <>
            <FixityFindings findings={status.findings} />
            <Typography variant="pi">
              Upload the editor&apos;s original again over a file that changed or vanished (Replace in the media
              library), or restore it from the backup; the next check confirms it.
            </Typography>
          </>
        )}
        <Flex gap={2}>
          <Button onClick={() => void requestCheck()} loading={status?.pending} disabled={!status || status.pending}>
            {status?.pending ? 'Checking every master…' : 'Check every master now'}
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}

function MasterFiles() {
  const { get } = useFetchClient();
  const [search, setSearch] = React.useState('');
  const [page, setPage] = React.useState(1);
  const [files, setFiles] = React.useState<MasterFilePage | null>(null);
  const [failed, setFailed] = React.useState<string | null>(null);

  React.useEffect(() => {
    let live = true;
    const params = new URLSearchParams({ page: String(page), ...(search.trim() ? { search: search.trim() } : {}) });
    get<{ data: MasterFilePage }>(`/masters/files?${params}`)
      .then(({ data }) => live && (setFiles(data.data), setFailed(null)))
      .catch(
        (error: unknown) => live && setFailed(error instanceof Error ? error.message : 'The files could not be read'),
      );
    return () => {
      live = false;
    };
  }, [get, page, search]);

  return (
    <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
      <Flex direction="column" alignItems="stretch" gap={4}>
        <Typography variant="delta" tag="h2">
          Checksums
        </Typography>
        <Field.Root name="search" hint="Part of a file name, as the media library shows it.">
          <Field.Label>Find a file by name</Field.Label>
          <TextInput
            value={search}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <Field.Hint />
        </Field.Root>
        {failed && (
          <Typography textColor="danger600" role="alert">
            {failed}
          </Typography>
        )}
        {files && (
          <>
            <Typography variant="pi" role="status">
              {`${plural(files.total, 'file')}${search.trim() ? ` named like “${search.trim()}”` : ''}, newest first`}
            </Typography>
            <Table colCount={4} rowCount={files.files.length + 1} aria-label="Files and their SHA-256 checksums">
              <HeaderRow labels={['File', 'SHA-256 at upload', 'Size', 'Uploaded']} />
              <Tbody>
                {files.files.map((file) => (
                  <Tr key={file.id}>
                    <Td>
                      <Typography>{file.name}</Typography>
                    </Td>
                    <Td>
                      <Typography variant="pi" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                        {file.sha256 ?? 'Not recorded yet: the next check takes it from the stored file'}
                      </Typography>
                    </Td>
                    <Td>
                      <Typography>{file.size === null ? '–' : `${file.size.toLocaleString()} kB`}</Typography>
                    </Td>
                    <Td>
                      <Typography>{when(file.createdAt)}</Typography>
                    </Td>
                  </Tr>
                ))}
              </Tbody>
            </Table>
            <Flex gap={2} alignItems="center">
              <Button variant="tertiary" disabled={files.page <= 1} onClick={() => setPage(files.page - 1)}>
                Previous page
              </Button>
              <Typography variant="pi">{`Page ${files.page} of ${Math.max(1, files.pageCount)}`}</Typography>
              <Button
                variant="tertiary"
                disabled={files.page >= files.pageCount}
                onClick={() => setPage(files.page + 1)}
              >
                Next page
              </Button>
            </Flex>
          </>
        )}
      </Flex>
    </Box>
  );
}

/** The masters: every upload kept as sent, with its SHA-256 and the weekly check of the stored files. */
export default function MastersPage() {
  return (
    <Page.Main>
      <Page.Title>Masters</Page.Title>
      <Layouts.Header
        title="Masters"
        subtitle="Every file uploaded to the media library is kept exactly as it was sent. Its SHA-256 checksum, taken as it arrived, is compared with the stored file every week, so a file that changed or vanished is found."
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={6}>
          <FixityPanel />
          <MasterFiles />
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}
