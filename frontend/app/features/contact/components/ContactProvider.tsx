import { limitToast, SUCCESS_TOAST, TOAST_DURATION_MS, type ContactFormType } from '@folio/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { ContactLauncherContext } from '../../../lib/contactLauncher';
import { contactReducer, initialContactState, submitAttempts } from '../contactState';
import { ContactToastContext } from '../hooks/useContactToast';

// Not part of the first page load: the modal's code (form, validation, captcha) loads when it first opens.
const ContactModal = lazy(() => import('./ContactModal'));

export function ContactProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(contactReducer, initialContactState);

  const openContact = useCallback((type: ContactFormType) => dispatch({ kind: 'open', type }), []);
  const close = useCallback(() => dispatch({ kind: 'close' }), []);
  const onExited = useCallback(() => dispatch({ kind: 'closed' }), []);
  const onSubmitPressed = useCallback(() => dispatch({ kind: 'submitPressed' }), []);
  const onSent = useCallback(() => dispatch({ kind: 'finish', severity: 'success', message: SUCCESS_TOAST }), []);
  const onLimitReached = useCallback(
    (hours: number) => dispatch({ kind: 'finish', severity: 'error', message: limitToast(hours) }),
    [],
  );

  const { toast } = state;
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dispatch({ kind: 'dismissToast', id: toast.id }), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const toastControls = useMemo(
    () => ({ toast, dismiss: (id: number) => dispatch({ kind: 'dismissToast', id }) }),
    [toast],
  );

  return (
    <ContactLauncherContext.Provider value={openContact}>
      <ContactToastContext.Provider value={toastControls}>
        {children}
        {state.requested && (
          <Suspense fallback={null}>
            <ContactModal
              open={state.open}
              type={state.type}
              formKey={state.formKey}
              submitAttempts={submitAttempts(state)}
              onSubmitPressed={onSubmitPressed}
              onClose={close}
              onExited={onExited}
              onSent={onSent}
              onLimitReached={onLimitReached}
            />
          </Suspense>
        )}
      </ContactToastContext.Provider>
    </ContactLauncherContext.Provider>
  );
}
