import { useEffect, useState } from 'react';
import { checkRateLimit } from './checkRateLimit';

/** True once the first-load rate-limit check answered 429. The check is cancelled on unmount. */
export function useBusyStatus(): boolean {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void checkRateLimit(controller.signal).then((status) => {
      if (status === 'busy') setBusy(true);
    });
    return () => controller.abort();
  }, []);
  return busy;
}
