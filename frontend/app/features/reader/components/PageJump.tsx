import { type FormEvent, useId, useState } from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { clampPage } from '../utils/spreads';
import type { ReaderText } from '../utils/readerText';
import { focusRing } from '../../../lib/theme/themePrimitives';

interface PageJumpProps {
  page: number;
  pageCount: number;
  text: ReaderText;
  onJump: (page: number) => void;
}

/**
 * "Page [12] of 40": shows the open page and jumps to a typed one on Enter. A number past either end
 * opens the first or last page; anything else, Escape or leaving the field puts the open page back.
 */
export function PageJump({ page, pageCount, text, onJump }: PageJumpProps) {
  const inputId = useId();
  const totalId = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = Number.parseInt(draft ?? '', 10);
    setDraft(null);
    if (!Number.isNaN(typed)) onJump(clampPage(typed, pageCount));
  };

  const digits = String(pageCount).length;
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <label htmlFor={inputId}>{text.jumpLabel}</label>
      <InputBase
        id={inputId}
        value={draft ?? String(page)}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={(event) => event.target.select()}
        onBlur={() => setDraft(null)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
        inputProps={{
          inputMode: 'numeric',
          autoComplete: 'off',
          enterKeyHint: 'go',
          'aria-describedby': totalId,
        }}
        sx={{
          width: `calc(${digits + 1}ch + 16px)`,
          border: 1,
          borderColor: 'text.secondary',
          '& input': { textAlign: 'center', py: 0.5 },
          '&.Mui-focused': focusRing,
        }}
      />
      <span id={totalId}>{text.jumpOf(pageCount)}</span>
    </Box>
  );
}
