/**
 * Loaded by dev-server.test.ts through Vite's server-side module graph, as app code is: React's version,
 * and Emotion's JSX, to see which React the libraries are bound to.
 */
export { version as reactVersion } from 'react';
export { jsx, ThemeContext } from '@emotion/react';
