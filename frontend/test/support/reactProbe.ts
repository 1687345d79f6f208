/**
 * Loaded by dev-server.test.ts through Vite's server-side module graph, as app code is: React's version,
 * and Emotion (hoisted to the root node_modules beside the CMS admin's React 18) to see which React it is bound to.
 */
export { version as reactVersion } from 'react';
export { jsx, ThemeContext } from '@emotion/react';
