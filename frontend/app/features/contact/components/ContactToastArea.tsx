import { lazy, Suspense } from 'react';
import { useContactToast } from '../hooks/useContactToast';

// Toasts only follow a use of the modal: their code loads with the first one.
const ContactToast = lazy(() => import('./ContactToast'));

/** The contact feature's part of the page shell's toast area. */
export function ContactToastArea() {
  const { toast, dismiss } = useContactToast();
  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <ContactToast key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
    </Suspense>
  );
}
