import type { ContactFormType } from '@folio/core';

export type ToastSeverity = 'success' | 'error';

export interface ContactToastMessage {
  /** Tells toasts apart, so the timer of an old one never hides a newer one. */
  id: number;
  severity: ToastSeverity;
  message: string;
}

export interface ContactState {
  open: boolean;
  type: ContactFormType;
  formKey: number;
  /** Until the modal is first opened its code is not even downloaded. */
  requested: boolean;
  toast: ContactToastMessage | null;
  /** While the modal is open everything outside it is hidden from assistive technology, so a toast would go unheard. */
  queuedToast: Omit<ContactToastMessage, 'id'> | null;
  toastsShown: number;
  /** Every press of Submit since the page loaded, those the daily limit turns away included. */
  submitPresses: number;
  pressesAtFormStart: number;
}

export type ContactAction =
  | { kind: 'open'; type: ContactFormType }
  | { kind: 'close' }
  | { kind: 'finish'; severity: ToastSeverity; message: string }
  | { kind: 'closed' }
  | { kind: 'submitPressed' }
  | { kind: 'dismissToast'; id: number };

export const initialContactState: ContactState = {
  open: false,
  type: 'general',
  formKey: 0,
  requested: false,
  toast: null,
  queuedToast: null,
  toastsShown: 0,
  submitPresses: 0,
  pressesAtFormStart: 0,
};

// From the first attempt on, every change is validated again.
export const submitAttempts = (state: ContactState): number => state.submitPresses - state.pressesAtFormStart;

const blankForm = (state: ContactState) => ({ formKey: state.formKey + 1, pressesAtFormStart: state.submitPresses });

export function contactReducer(state: ContactState, action: ContactAction): ContactState {
  switch (action.kind) {
    case 'open': {
      const sameForm = state.open && state.type === action.type;
      return {
        ...state,
        open: true,
        requested: true,
        type: action.type,
        ...(sameForm ? {} : blankForm(state)),
        toast: null,
        queuedToast: null,
      };
    }
    case 'close':
      return state.open ? { ...state, open: false, ...blankForm(state) } : state;
    case 'finish':
      return {
        ...state,
        open: false,
        ...blankForm(state),
        queuedToast: { severity: action.severity, message: action.message },
      };
    case 'closed': {
      if (!state.queuedToast) return state;
      const id = state.toastsShown + 1;
      return { ...state, toastsShown: id, toast: { id, ...state.queuedToast }, queuedToast: null };
    }
    case 'submitPressed':
      return { ...state, submitPresses: state.submitPresses + 1 };
    case 'dismissToast':
      return state.toast?.id === action.id ? { ...state, toast: null } : state;
  }
}
