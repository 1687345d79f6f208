import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SearchOption } from '../searchOptions';

interface SearchOptionLinkProps {
  id: string;
  option: SearchOption;
  highlighted: boolean;
  onChoose: () => void;
}

/** One result in the dropdown: a real link (so it can be opened in a new tab), announced as an option. */
export function SearchOptionLink({ id, option, highlighted, onChoose }: SearchOptionLinkProps) {
  return (
    <Box
      component={RouterLink}
      to={option.path}
      id={id}
      role="option"
      aria-selected={highlighted}
      tabIndex={-1}
      onClick={onChoose}
      sx={optionSx}
    >
      <Box sx={{ width: 40, height: 55, flexShrink: 0, bgcolor: 'grey.100', overflow: 'hidden' }}>
        {option.thumbnailUrl && (
          <img src={option.thumbnailUrl} alt="" width={40} height={55} style={{ objectFit: 'cover' }} />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {option.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {option.caption}
        </Typography>
      </Box>
    </Box>
  );
}

export const optionSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  px: 2,
  py: 1,
  color: 'text.primary',
  textDecoration: 'none',
  '&:hover': { bgcolor: 'action.hover' },
  '&[aria-selected="true"]': {
    bgcolor: 'action.selected',
    outline: '2px solid',
    outlineColor: 'secondary.main',
    outlineOffset: -2,
  },
} as const;
