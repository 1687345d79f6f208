import * as React from 'react';
import { Box, Button, Flex, ProgressBar, Typography } from '@strapi/design-system';
import { useFetchClient, useForm } from '@strapi/admin/strapi-admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';

/** The server's PdfIngestStatus. */
interface JobStatus {
  id: number;
  fileName: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  total: number;
  done: number;
  added: number;
  failed: { page: number; reason: string }[];
  error: string | null;
}

const POLL_MS = 1500;
const SCAN = 'api::scan.scan';

interface PageFile {
  id: number;
}

const idsOf = (value: unknown) => (Array.isArray(value) ? (value as PageFile[]).map((file) => file.id) : []);
const isOver = (job: JobStatus) => job.status === 'done' || job.status === 'failed';

const errorMessage = (error: unknown): string => {
  const response = (error as { response?: { data?: { error?: { message?: string } } } }).response;
  return response?.data?.error?.message ?? (error instanceof Error ? error.message : 'The request failed');
};

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function JobReport({ job }: { job: JobStatus }) {
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Typography variant="pi" fontWeight="bold">
        {job.fileName}
      </Typography>
      {!isOver(job) && (
        <>
          <ProgressBar value={percent} aria-label={`Pages of ${job.fileName} added`} />
          <Typography variant="pi" aria-live="polite">
            {job.status === 'queued' ? 'Waiting to start…' : `Page ${job.done} of ${job.total}`}
          </Typography>
        </>
      )}
      {job.status === 'done' && (
        <Typography variant="pi" aria-live="polite">
          {`${plural(job.added, 'page')} of ${job.total} added to the end of the pages.`}
        </Typography>
      )}
      {job.status === 'failed' && (
        <Typography variant="pi" textColor="danger600" role="alert">
          {`Stopped after ${plural(job.added, 'page')}: ${job.error ?? 'unknown error'}`}
        </Typography>
      )}
      {job.failed.length > 0 && (
        <Box>
          <Typography variant="pi" textColor="danger600" role="alert">
            {`${plural(job.failed.length, 'page')} could not be added:`}
          </Typography>
          <ul>
            {job.failed.map((failure) => (
              <li key={failure.page}>
                <Typography variant="pi">{`Page ${failure.page}: ${failure.reason}`}</Typography>
              </li>
            ))}
          </ul>
        </Box>
      )}
    </Flex>
  );
}

/** So a Save made meanwhile keeps the added pages; one the editor removed from the form stays removed. */
function useAddedPagesInForm(documentId: string, job: JobStatus | null) {
  const { get } = useFetchClient();
  const pages = useForm('PdfPanel', (form) => (form.values as Record<string, unknown>).pages, false);
  const initial = useForm('PdfPanel', (form) => (form.initialValues as Record<string, unknown>).pages, false);
  const onChange = useForm('PdfPanel', (form) => form.onChange, false);
  const current = React.useRef(pages);
  current.current = pages;
  const seen = React.useRef(new Set<number>());
  const added = job?.added ?? 0;

  React.useEffect(() => {
    if (added === 0 || !onChange) return undefined;
    let live = true;
    get<{ data: { pages?: PageFile[] | null } }>(`/content-manager/collection-types/${SCAN}/${documentId}`)
      .then(({ data }) => {
        if (!live) return;
        const inForm = current.current;
        const known = new Set([...idsOf(inForm), ...idsOf(initial), ...seen.current]);
        const fresh = (data.data.pages ?? []).filter((file) => !known.has(file.id));
        if (fresh.length === 0) return;
        for (const file of fresh) seen.current.add(file.id);
        onChange('pages', [...(Array.isArray(inForm) ? inForm : []), ...fresh]);
      })
      // The pages are on the scan whatever happens here; a reload of the edit view shows them.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [added, documentId, get, initial, onChange]);
}

function PdfIngest({ documentId }: { documentId: string }) {
  const { get, post } = useFetchClient();
  const inputId = React.useId();
  const [file, setFile] = React.useState<File | null>(null);
  const [sending, setSending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [job, setJob] = React.useState<JobStatus | null>(null);
  useAddedPagesInForm(documentId, job);

  // The scan's latest job, so a reload of the edit view shows one still running.
  React.useEffect(() => {
    let live = true;
    get<{ data: JobStatus[] }>(`/pdf-ingest/scans/${documentId}/jobs`)
      .then(({ data }) => live && data.data[0] && setJob((current) => current ?? data.data[0]))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [documentId, get]);

  React.useEffect(() => {
    if (!job || isOver(job)) return undefined;
    const timer = window.setTimeout(() => {
      get<{ data: JobStatus }>(`/pdf-ingest/jobs/${job.id}`)
        .then(({ data }) => setJob(data.data))
        .catch((failure: unknown) => setError(errorMessage(failure)));
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [job, get]);

  const send = async () => {
    if (!file) return;
    setSending(true);
    setError(null);
    try {
      const body = new FormData();
      body.append('file', file);
      const { data } = await post<{ data: JobStatus }>(`/pdf-ingest/scans/${documentId}/pdf`, body);
      setJob(data.data);
      setFile(null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  const busy = sending || (job !== null && !isOver(job));
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Typography variant="pi" textColor="neutral600">
        A scanned publication as one PDF: each page becomes an image added, in order, after the scan’s pages.
      </Typography>
      <Flex direction="column" alignItems="stretch" gap={1}>
        <Typography tag="label" htmlFor={inputId} variant="pi" fontWeight="bold">
          PDF file
        </Typography>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          disabled={busy}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Flex>
      <Button onClick={send} disabled={!file || busy} loading={sending} fullWidth>
        Add pages
      </Button>
      {error && (
        <Typography variant="pi" textColor="danger600" role="alert">
          {error}
        </Typography>
      )}
      {job && <JobReport job={job} />}
    </Flex>
  );
}

export const PdfPanel: PanelComponent = ({ model, documentId }) => {
  if (model !== 'api::scan.scan') return null;
  return {
    title: 'Add pages from a PDF',
    content: documentId ? (
      <PdfIngest documentId={documentId} />
    ) : (
      <Typography variant="pi" textColor="neutral600">
        Save the scan first; then its pages can be added from a PDF.
      </Typography>
    ),
  };
};
