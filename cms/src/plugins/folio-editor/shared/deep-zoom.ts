/** A file's tile status as the iiif plugin's admin route answers it (GET /iiif/status?ids=…). */
export type DeepZoomStatus = 'queued' | 'running' | 'done' | 'failed' | 'none';

export interface DeepZoomState {
  fileId: number;
  status: DeepZoomStatus;
  error: string | null;
}

/** The pages grid's badge for a page: what editors call it, or nothing when there is nothing to say. */
export function deepZoomLabel(status: DeepZoomStatus | undefined): string | null {
  switch (status) {
    case 'done':
      return 'Deep zoom ready';
    case 'queued':
    case 'running':
      return 'Deep zoom being made';
    case 'failed':
      return 'Deep zoom failed';
    default:
      return null;
  }
}

/** While a pyramid is waiting or being made, the grid asks again after this long. */
export const DEEP_ZOOM_POLL_MS = 5000;

export const isDeepZoomPending = (states: DeepZoomState[]) =>
  states.some((state) => state.status === 'queued' || state.status === 'running');
