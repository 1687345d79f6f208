// Without a provider the CONTACT entry points are not rendered.
import type { ContactFormType } from '@folio/core';
import { createContext, useContext } from 'react';

export type { ContactFormType };

export type ContactLauncher = (type: ContactFormType) => void;

export const ContactLauncherContext = createContext<ContactLauncher | null>(null);

export const useContactLauncher = () => useContext(ContactLauncherContext);
