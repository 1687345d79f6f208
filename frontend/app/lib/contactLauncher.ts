/**
 * Hook-up point for the contact modal: the contact feature provides a launcher through
 * `ContactLauncherContext.Provider` (in root.tsx); the footer and the not-found screen call it.
 * Without a provider the CONTACT entry points are not rendered.
 */
import type { ContactFormType } from '@folio/core';
import { createContext, useContext } from 'react';

export type { ContactFormType };

export type ContactLauncher = (type: ContactFormType) => void;

export const ContactLauncherContext = createContext<ContactLauncher | null>(null);

export const useContactLauncher = () => useContext(ContactLauncherContext);
