import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { Form } from 'react-router';

const LABEL = 'Search articles, scans and archives';

// A GET form, so it works without JavaScript; built from TextField's parts because TextField brings its `select` mode.
export function SearchForm({ defaultValue }: { defaultValue: string }) {
  const id = useId();
  return (
    <Box
      component={Form}
      method="get"
      action="/searchResults"
      role="search"
      aria-label="Search again"
      sx={{ display: 'flex', gap: 1, alignItems: 'stretch', maxWidth: 640, mb: { xs: 3, sm: 5 } }}
    >
      <FormControl
        // A new query replaces the field's text: key it by the query the page shows.
        key={defaultValue}
        className="MuiTextField-root"
        variant="outlined"
        size="small"
        fullWidth
      >
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {LABEL}
        </InputLabel>
        <OutlinedInput
          id={id}
          name="key"
          type="search"
          label={LABEL}
          defaultValue={defaultValue}
          fullWidth
          inputProps={{ enterKeyHint: 'search' }}
        />
      </FormControl>
      <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden />}>
        Search
      </Button>
    </Box>
  );
}
