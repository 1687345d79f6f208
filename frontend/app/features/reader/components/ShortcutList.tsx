import { Fragment } from 'react';
import Box from '@mui/material/Box';
import type { KeyBinding } from '../utils/shortcuts';

interface ShortcutListProps {
  bindings: Record<string, KeyBinding>;
  /** Action name to description, in the order listed; only these actions are shown. */
  descriptions: Record<string, string>;
}

/** Keys and what they do, as a description list. */
export function ShortcutList({ bindings, descriptions }: ShortcutListProps) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {Object.entries(descriptions).map(([action, description]) => (
        <Fragment key={action}>
          <Box component="dt" sx={{ display: 'flex', gap: 0.5 }}>
            {bindings[action].labels.map((label) => (
              <Box
                component="kbd"
                key={label}
                sx={{ px: 0.75, border: 1, borderColor: 'divider', fontFamily: 'inherit', fontSize: '0.875rem' }}
              >
                {label}
              </Box>
            ))}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {description}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
