import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Form } from 'react-router';

/** The results page's own search field: a GET form, so it works before (or without) JavaScript. */
export function SearchForm({ defaultValue }: { defaultValue: string }) {
  return (
    <Box
      component={Form}
      method="get"
      action="/searchResults"
      role="search"
      aria-label="Search again"
      sx={{ display: 'flex', gap: 1, alignItems: 'stretch', maxWidth: 640, mb: { xs: 3, sm: 5 } }}
    >
      <TextField
        // A new query replaces the field's text: key it by the query the page shows.
        key={defaultValue}
        name="key"
        type="search"
        label="Search articles, scans and archives"
        defaultValue={defaultValue}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden />}>
        Search
      </Button>
    </Box>
  );
}
