import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useLatestRef } from '../hooks/useLatestRef';

interface Grecaptcha {
  render: (container: HTMLElement, options: { sitekey: string; callback: (token: string) => void }) => number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    folioRecaptchaLoaded?: () => void;
  }
}

let loading: Promise<Grecaptcha> | undefined;

/** Google's script loads once, with the first widget, that is when the modal opens. */
function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.folioRecaptchaLoaded = () => resolve(window.grecaptcha as Grecaptcha);
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=folioRecaptchaLoaded';
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      reject(new Error('reCAPTCHA script unavailable'));
    };
    document.head.append(script);
  });
  return loading;
}

interface RecaptchaWidgetProps {
  siteKey: string;
  onToken: (token: string) => void;
}

/** Google reCAPTCHA's checkbox, used when the CMS is configured for it. */
export function RecaptchaWidget({ siteKey, onToken }: RecaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const onTokenRef = useLatestRef(onToken);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha()
      .then((grecaptcha) => {
        if (cancelled || !container.current) return;
        grecaptcha.render(container.current, { sitekey: siteKey, callback: (token) => onTokenRef.current(token) });
      })
      .catch((error: Error) => console.error('[contact] captcha widget failed to load:', error.message));
    return () => {
      cancelled = true;
    };
  }, [siteKey, onTokenRef]);

  return <Box ref={container} />;
}
