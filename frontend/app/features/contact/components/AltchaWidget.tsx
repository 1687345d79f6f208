import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useLatestRef } from '../hooks/useLatestRef';

// The "external" build keeps its styles and worker as files of our own origin, as the site's CSP wants.
async function loadAltcha(): Promise<string> {
  const [, , worker] = await Promise.all([
    import('altcha/external'),
    import('altcha/altcha.css'),
    // Never inlined as a data: URL, which the CSP's worker-src does not admit.
    import('altcha/worker?url&no-inline'),
  ]);
  return worker.default;
}

interface AltchaWidgetProps {
  challengeUrl: string;
  onToken: (token: string) => void;
}

export function AltchaWidget({ challengeUrl, onToken }: AltchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const onTokenRef = useLatestRef(onToken);

  useEffect(() => {
    let widget: HTMLElement | undefined;
    let cancelled = false;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verified' && payload) onTokenRef.current(payload);
    };
    loadAltcha()
      .then((workerUrl) => {
        if (cancelled || !container.current) return;
        // Created by hand: a custom element needs its attributes before it connects.
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challengeurl', challengeUrl);
        widget.setAttribute('workerurl', workerUrl);
        widget.addEventListener('statechange', onStateChange);
        container.current.append(widget);
      })
      .catch((error: Error) => console.error('[contact] captcha widget failed to load:', error.message));
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onStateChange);
      widget?.remove();
    };
  }, [challengeUrl, onTokenRef]);

  return <Box ref={container} sx={{ '& altcha-widget': { display: 'block', maxWidth: '100%' } }} />;
}
