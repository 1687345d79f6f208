import * as React from 'react';
import type { PageWord } from '@folio/core';
import { useFetchClient } from '@strapi/admin/strapi-admin';
import { Box, Button, Dialog, Field, Flex, Modal, Textarea, Typography } from '@strapi/design-system';
import {
  isPageTextPending,
  MAX_PAGE_TEXT_LENGTH,
  PAGE_TEXT_POLL_MS,
  pageTextLabel,
  type PageTextDetail,
  type PageTextState,
} from '../../../shared/page-text';
import { usePolledStates } from './usePolledStates';

const errorMessage = (error: unknown): string => {
  const response = (error as { response?: { data?: { error?: { message?: string } } } }).response;
  return response?.data?.error?.message ?? (error instanceof Error ? error.message : 'The request failed');
};

export interface PageTexts {
  /** Empty until the first answer, and for editors who may not read page texts. */
  states: Map<number, PageTextState>;
  update: (state: PageTextState) => void;
}

export function usePageTexts(ids: number[]): PageTexts {
  // A save or a new reading asks again at once, and starts the polling again if it had stopped.
  const [round, setRound] = React.useState(0);
  const [states, setStates] = usePolledStates<PageTextState>(
    '/ocr/page-texts',
    ids,
    isPageTextPending,
    PAGE_TEXT_POLL_MS,
    round,
  );
  const update = React.useCallback(
    (state: PageTextState) => {
      setStates((current) => current.map((known) => (known.fileId === state.fileId ? state : known)));
      setRound((n) => n + 1);
    },
    [setStates],
  );
  return { states: React.useMemo(() => new Map(states.map((state) => [state.fileId, state])), [states]), update };
}

const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** The page as scanned, each word the text is placed on outlined, so a misreading can be checked against the print. */
function PageWithWords({ src, position, words }: { src: string; position: number; words: PageWord[] }) {
  return (
    <Box position="relative" style={{ flex: '0 0 42%', alignSelf: 'flex-start' }}>
      <img
        src={src}
        alt={`Page ${position} as scanned, with the words of its text outlined`}
        style={{ display: 'block', width: '100%', height: 'auto', border: '1px solid #dcdce4' }}
      />
      {words.map((word, index) => (
        <span
          key={index}
          aria-hidden
          data-word={word.t}
          style={{
            position: 'absolute',
            left: `${word.x * 100}%`,
            top: `${word.y * 100}%`,
            width: `${word.w * 100}%`,
            height: `${word.h * 100}%`,
            outline: '1px solid rgba(73, 69, 255, 0.8)',
            background: word.c >= 100 ? 'rgba(255, 214, 0, 0.3)' : undefined,
          }}
        />
      ))}
    </Box>
  );
}

interface PageTextControlsProps {
  fileId: number;
  fileName: string;
  imageUrl: string;
  position: number;
  state: PageTextState;
  onChange: (state: PageTextState) => void;
}

/** See docs/decisions/168-page-text-in-the-admin.md. */
export function PageTextControls({ fileId, fileName, imageUrl, position, state, onChange }: PageTextControlsProps) {
  const { get, put, post } = useFetchClient();
  const label = pageTextLabel(state) ?? '';
  const statusId = `folio-page-text-status-${fileId}`;
  const pending = state.status === 'queued' || state.status === 'running';
  const [open, setOpen] = React.useState(false);
  const [draft, setDraft] = React.useState(state.text);
  const [dirty, setDirty] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [said, setSaid] = React.useState('');
  const [confirming, setConfirming] = React.useState(false);
  const textArea = React.useRef<HTMLTextAreaElement>(null);
  const [words, setWords] = React.useState<PageWord[]>([]);

  const loadWords = React.useCallback(async () => {
    try {
      const { data } = await get<{ data: PageTextDetail }>(`/ocr/page-texts/${fileId}`);
      setWords(data.data.words);
    } catch {
      setWords([]);
    }
  }, [get, fileId]);

  React.useEffect(() => {
    if (open) void loadWords();
  }, [open, loadWords, state.updatedAt]);

  // A new reading that ends while the dialog is open shows its text, unless the editor is typing.
  React.useEffect(() => {
    if (!dirty) setDraft(state.text);
  }, [state.text, dirty]);

  const openDialog = () => {
    setDraft(state.text);
    setDirty(false);
    setProblem(null);
    setSaid('');
    setOpen(true);
  };

  const tooLong = draft.length > MAX_PAGE_TEXT_LENGTH;
  const save = async () => {
    if (tooLong) return;
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await put<{ data: PageTextState }>(`/ocr/page-texts/${fileId}`, { text: draft });
      setDirty(false);
      onChange(data.data);
      setSaid('Text saved. It is on the site now.');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const readAgain = async () => {
    setConfirming(false);
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await post<{ data: PageTextState }>(`/ocr/page-texts/${fileId}/reading`, {});
      setDirty(false);
      onChange(data.data);
      setSaid('The page will be read again; its text appears here when it is done.');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  // An editor's correction is replaced by the new reading: asked first.
  const askReadAgain = () => (state.source === 'editor' ? setConfirming(true) : void readAgain());

  return (
    <Flex direction="column" alignItems="stretch" gap={1} paddingTop={1}>
      <Typography
        id={statusId}
        variant="pi"
        textColor={state.status === 'failed' ? 'danger600' : 'neutral600'}
        fontWeight={state.status === 'failed' ? 'bold' : undefined}
        title={label}
        style={{ overflowWrap: 'break-word', hyphens: 'auto' }}
      >
        {label}
      </Typography>
      <Modal.Root open={open} onOpenChange={setOpen}>
        <Modal.Trigger>
          <Button
            type="button"
            variant="tertiary"
            size="S"
            onClick={openDialog}
            aria-label={`Text of page ${position}`}
            aria-describedby={statusId}
          >
            Text
          </Button>
        </Modal.Trigger>
        <Modal.Content
          style={{ width: 'min(72rem, 94vw)', maxWidth: 'none' }}
          aria-describedby={`${statusId}-in-dialog`}
          // The text is what the editor came for: focus goes to it rather than to the close button.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            textArea.current?.focus();
          }}
        >
          <Modal.Header closeLabel="Close">
            <Modal.Title>{`Page ${position}: ${fileName}`}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Flex gap={4} alignItems="flex-start">
              <PageWithWords src={imageUrl} position={position} words={words} />
              <Flex direction="column" alignItems="stretch" gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Typography
                  id={`${statusId}-in-dialog`}
                  variant="omega"
                  textColor={state.status === 'failed' ? 'danger600' : 'neutral800'}
                  fontWeight={state.status === 'failed' ? 'bold' : undefined}
                  tag="p"
                >
                  {label}
                  {state.status === 'done' && state.source !== 'editor' && state.confidence !== null
                    ? ` (the recogniser was ${Math.round(state.confidence)}% sure of its words)`
                    : null}
                </Typography>
                <Field.Root
                  name={`page-text-${fileId}`}
                  hint="Correct what the recogniser misread; the site's search and screen readers use this text. Saving puts the correction on the site at once, even while the entry has unpublished changes."
                  error={
                    tooLong
                      ? `The text is ${draft.length.toLocaleString('en')} characters long; a page’s text can be at most ${MAX_PAGE_TEXT_LENGTH.toLocaleString('en')}.`
                      : (problem ?? undefined)
                  }
                >
                  <Field.Label>{`Text of page ${position}`}</Field.Label>
                  <Textarea
                    ref={textArea}
                    value={draft}
                    disabled={busy}
                    onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => {
                      setDraft(event.target.value);
                      setDirty(true);
                      setSaid('');
                    }}
                    style={{ minHeight: '24rem', fontFamily: 'inherit' }}
                  />
                  <Field.Hint />
                  <Field.Error />
                </Field.Root>
                {pending ? (
                  <Typography variant="pi" textColor="neutral600" tag="p">
                    The page is being read; its text appears here when it is done.
                  </Typography>
                ) : null}
                <Box role="status" aria-live="polite" style={said ? undefined : visuallyHidden}>
                  <Typography variant="pi" textColor="success600">
                    {said}
                  </Typography>
                </Box>
              </Flex>
            </Flex>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button type="button" variant="tertiary">
                Close
              </Button>
            </Modal.Close>
            <Flex gap={2}>
              <Button type="button" variant="secondary" onClick={askReadAgain} disabled={busy || pending}>
                Read the page again
              </Button>
              <Button type="button" onClick={() => void save()} loading={busy} disabled={tooLong || !dirty}>
                Save
              </Button>
            </Flex>
          </Modal.Footer>
        </Modal.Content>
      </Modal.Root>
      <Dialog.Root open={confirming} onOpenChange={setConfirming}>
        <Dialog.Content>
          <Dialog.Header>Read page {position} again?</Dialog.Header>
          <Dialog.Body>
            <Dialog.Description textAlign="center">
              An editor corrected this page’s text. Reading the page again replaces the corrected text with what the
              recogniser reads.
            </Dialog.Description>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Cancel>
              <Button type="button" variant="tertiary" fullWidth>
                Keep the corrected text
              </Button>
            </Dialog.Cancel>
            <Dialog.Action>
              <Button type="button" variant="danger-light" fullWidth onClick={() => void readAgain()}>
                Read it again
              </Button>
            </Dialog.Action>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  );
}
