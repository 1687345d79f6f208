import type { ContactFormType } from '@folio/core';

export type ToastSeverity = 'success' | 'error';

export interface ContactToastMessage {
  /** Tells toasts apart, so the timer of an old one never hides a newer one. */
  id: number;
  severity: ToastSeverity;
  message: string;
}

/**
 * The contact modal's state (spec section 4). `formKey` changes whenever the form must start blank:
 * opening after a close, switching to another form type, closing.
 */
export interface ContactState {
  open: boolean;
  type: ContactFormType;
  formKey: number;
  /** Whether the modal was ever opened: until then its code is not even downloaded. */
  requested: boolean;
  toast: ContactToastMessage | null;
  /**
   * A toast waiting for the modal to finish closing: while the modal is open, everything outside it is
   * hidden from assistive technology, so a toast shown then would never be announced.
   */
  queuedToast: Omit<ContactToastMessage, 'id'> | null;
  toastsShown: number;
}

export type ContactAction =
  | { kind: 'open'; type: ContactFormType }
  | { kind: 'close' }
  /** Closes the modal with an outcome to tell (success, limit reached) once it is gone. */
  | { kind: 'finish'; severity: ToastSeverity; message: string }
  | { kind: 'closed' }
  | { kind: 'dismissToast'; id: number };

export const initialContactState: ContactState = {
  open: false,
  type: 'general',
  formKey: 0,
  requested: false,
  toast: null,
  queuedToast: null,
  toastsShown: 0,
};

export function contactReducer(state: ContactState, action: ContactAction): ContactState {
  switch (action.kind) {
    case 'open': {
      const sameForm = state.open && state.type === action.type;
      // Opening clears the last outcome (the success flag) and its toast.
      return {
        ...state,
        open: true,
        requested: true,
        type: action.type,
        formKey: sameForm ? state.formKey : state.formKey + 1,
        toast: null,
        queuedToast: null,
      };
    }
    case 'close':
      return state.open ? { ...state, open: false, formKey: state.formKey + 1 } : state;
    case 'finish':
      return {
        ...state,
        open: false,
        formKey: state.formKey + 1,
        queuedToast: { severity: action.severity, message: action.message },
      };
    case 'closed': {
      if (!state.queuedToast) return state;
      const id = state.toastsShown + 1;
      return { ...state, toastsShown: id, toast: { id, ...state.queuedToast }, queuedToast: null };
    }
    case 'dismissToast':
      return state.toast?.id === action.id ? { ...state, toast: null } : state;
  }
}
