type ApiClientModule = typeof import('./api-client');

let loading: Promise<ApiClientModule> | undefined;

// Imported on first use and resolved one task later, so evaluating the client and its first request fall in separate
// short tasks on a slow phone (docs/decisions/040-frontend-layout.md); a failed import is not kept.
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
