type ApiClientModule = typeof import('./api-client');

let loading: Promise<ApiClientModule> | undefined;

/**
 * The way every feature reaches the browser's HTTP client (the SWR fetcher included), imported on first
 * use: first paint never needs it (its data comes from the server render), but every page's busy check
 * does right after hydration. Resolved one task after the import, evaluating the client and its first
 * request fall in separate tasks, each short enough on a slow phone not to block a tap
 * (docs/decisions/040-frontend-layout.md). A failed import (the chunk did not arrive) is not kept: the
 * next caller tries again.
 */
export function loadApiClient(): Promise<ApiClientModule> {
  loading ??= import('./api-client').then(
    (client) => new Promise<ApiClientModule>((resolve) => setTimeout(resolve, 0, client)),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
