import type { ThemeOptions } from '@mui/material/styles';

export const ink = {
  900: '#111111',
  700: '#333333',
  500: '#595959', // the lightest grey that keeps 7:1 contrast on white for body text
  200: '#d9d9d9',
  100: '#f2f2f2',
  0: '#ffffff',
};

export const accent = {
  main: '#8a1c1c',
  dark: '#5e1212',
  contrastText: '#ffffff',
};

// For components that are not MUI buttons or links, whose overrides draw the same ring.
export const focusRing = { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 } as const;

export const focusRingStyle = (theme: { palette: { secondary: { main: string } } }) => ({
  outline: `2px solid ${theme.palette.secondary.main}`,
  outlineOffset: focusRing.outlineOffset,
});

export const palette: ThemeOptions['palette'] = {
  mode: 'light',
  primary: { main: ink[900], contrastText: ink[0] },
  secondary: accent,
  text: { primary: ink[900], secondary: ink[500] },
  background: { default: ink[0], paper: ink[0] },
  divider: ink[200],
  success: { main: '#1e6b34' },
  error: { main: '#a11a1a' },
};

const headingFamily = '"Helvetica Neue", Helvetica, Arial, sans-serif';

export const typography: ThemeOptions['typography'] = {
  fontFamily: '"Helvetica Neue", Helvetica, Arial, sans-serif',
  h1: {
    fontFamily: headingFamily,
    fontSize: '2.25rem',
    fontWeight: 700,
    letterSpacing: '0.02em',
    textTransform: 'uppercase',
  },
  h2: { fontFamily: headingFamily, fontSize: '1.6rem', fontWeight: 700, letterSpacing: '0.02em' },
  h3: { fontFamily: headingFamily, fontSize: '1.25rem', fontWeight: 700 },
  subtitle1: { fontSize: '1rem', color: ink[500] },
  body1: { fontSize: '1rem', lineHeight: 1.65 },
  button: { fontWeight: 700, letterSpacing: '0.08em' },
};

export const shape: ThemeOptions['shape'] = { borderRadius: 0 };
