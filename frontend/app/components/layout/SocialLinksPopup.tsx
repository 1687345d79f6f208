import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { SocialLink } from '@folio/core';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * "FOLLOW US" opens a small list of the social profiles from the site settings. A plain
 * disclosure (no modal machinery): closes on Escape, on a click elsewhere and when focus leaves.
 */
export function SocialLinksPopup({ links }: { links: SocialLink[] }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  if (!links.length) return null;
  return (
    <Box
      ref={containerRef}
      sx={{ position: 'relative' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        color="inherit"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        FOLLOW US
      </Button>
      <Box
        component="ul"
        id={listId}
        sx={{
          display: open ? 'block' : 'none',
          position: 'absolute',
          bottom: '100%',
          left: 0,
          m: 0,
          p: 1,
          minWidth: 180,
          listStyle: 'none',
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          zIndex: 'tooltip',
        }}
      >
        {links.map((link) => (
          <li key={link.url}>
            <Link href={link.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block', px: 1, py: 0.75 }}>
              {link.platform}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
