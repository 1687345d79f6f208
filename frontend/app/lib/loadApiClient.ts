type ApiClientModule = typeof import('./api-client');

let loading: Promise<ApiClientModule> | undefined;

/**
 * The browser's HTTP client, imported on first use: first paint never needs it (its data comes from the
 * server render), but every page's busy check does right after hydration. On a phone (Chromium at 4x)
 * evaluating the client takes about 20 ms and its first request as long again; resolved one task after
 * the import, the two fall in separate tasks, each short enough not to block a tap. A failed import
 * (the chunk did not arrive) is not kept: the next caller tries again.
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
