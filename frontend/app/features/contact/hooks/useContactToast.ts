import { createContext, useContext } from 'react';
import type { ContactToastMessage } from '../contactState';

export interface ContactToastControls {
  toast: ContactToastMessage | null;
  dismiss: (id: number) => void;
}

/** The contact feature's toast, shown in the page shell's toast area (ContactToastArea). */
export const ContactToastContext = createContext<ContactToastControls>({ toast: null, dismiss: () => undefined });

export const useContactToast = () => useContext(ContactToastContext);
