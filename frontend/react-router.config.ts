import type { Config } from '@react-router/dev/config';

export default {
  // Every page is rendered on the server: crawlers that run no JavaScript see titles, share tags and JSON-LD.
  ssr: true,
} satisfies Config;
