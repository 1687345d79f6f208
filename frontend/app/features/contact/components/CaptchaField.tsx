import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { CaptchaWidgetConfig, ContactFormValues } from '@folio/core';
import { useCallback, useEffect, useState } from 'react';
import type { Control } from 'react-hook-form';
import { exchangeCaptcha, fetchCaptchaWidget } from '../api/contactApi';
import { useContactField } from '../hooks/useContactField';
import { AltchaWidget } from './AltchaWidget';
import { RecaptchaWidget } from './RecaptchaWidget';

interface CaptchaFieldProps {
  /** Changes when the pass is gone (expired, used, refused): a fresh widget must be solved. */
  generation: number;
  onPass: (pass: string) => void;
  control: Control<Partial<ContactFormValues>>;
}

export const CAPTCHA_UNAVAILABLE = 'The captcha could not be loaded. Please try again later.';

/** The captcha: the widget the CMS asks for; a solved one is exchanged for a pass right away. */
export function CaptchaField({ generation, onPass, control }: CaptchaFieldProps) {
  const { field, label, required, error } = useContactField('recaptcha', control);
  const [widget, setWidget] = useState<CaptchaWidgetConfig | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    fetchCaptchaWidget()
      .then((config) => live && setWidget(config))
      .catch((failure: Error) => {
        console.error('[contact] captcha settings unavailable:', failure.message);
        if (live) setUnavailable(true);
      });
    return () => {
      live = false;
    };
  }, []);

  const onToken = useCallback(
    async (token: string) => {
      const granted = await exchangeCaptcha(token);
      // A refused token leaves the flag false without an error page; a new widget lets the visitor try again.
      if (granted) onPass(granted.pass);
      else setAttempt((current) => current + 1);
    },
    [onPass],
  );

  const key = `${generation}-${attempt}`;
  return (
    <FormControl component="fieldset" required={required} error={Boolean(error)} ref={field.ref} tabIndex={-1}>
      <FormLabel component="legend">{label}</FormLabel>
      {widget?.provider === 'altcha' && <AltchaWidget key={key} challengeUrl={widget.challengeUrl} onToken={onToken} />}
      {widget?.provider === 'recaptcha' && <RecaptchaWidget key={key} siteKey={widget.siteKey} onToken={onToken} />}
      {unavailable && <FormHelperText>{CAPTCHA_UNAVAILABLE}</FormHelperText>}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
