import { RECAPTCHA_VALIDITY_MS } from '@folio/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatestRef } from './useLatestRef';

/**
 * The captcha pass the submission must carry. It lasts RECAPTCHA_VALIDITY_MS (60 s, as on the server);
 * then `onExpire` runs and `generation` moves on, which gives the visitor a fresh widget to solve.
 */
export function useCaptchaPass(onExpire: () => void) {
  const [pass, setPass] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onExpireRef = useLatestRef(onExpire);
  useEffect(() => () => clearTimeout(timer.current), []);

  const drop = useCallback(() => {
    clearTimeout(timer.current);
    setPass(null);
    setGeneration((current) => current + 1);
  }, []);

  const accept = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setPass(next);
      timer.current = setTimeout(() => {
        drop();
        onExpireRef.current();
      }, RECAPTCHA_VALIDITY_MS);
    },
    [drop, onExpireRef],
  );

  return { pass, generation, accept, drop };
}
