import type { ContactFormType } from '@folio/core';

export type ToastSeverity = 'success' | 'error';

export interface ContactToastMessage {
  /** Tells toasts apart, so the timer of an old one never hides a newer one. */
  id: number;
  severity: ToastSeverity;
  message: string;
}

/**
 * The contact modal's state. `formKey` changes whenever the form must start blank:
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
  /**
   * The contact form's click counter: every press of Submit since the page loaded, the presses the
   * browser's daily limit turns away (the modal closes with the limit toast) included.
   */
  submitPresses: number;
  /** `submitPresses` when the form now shown started blank; see `submitAttempts`. */
  pressesAtFormStart: number;
}

export type ContactAction =
  | { kind: 'open'; type: ContactFormType }
  | { kind: 'close' }
  /** Closes the modal with an outcome to tell (success, limit reached) once it is gone. */
  | { kind: 'finish'; severity: ToastSeverity; message: string }
  | { kind: 'closed' }
  /** Submit was pressed, before anything is checked (limit, validity). */
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

/**
 * How often Submit was pressed on the form now shown. From the first attempt on, every change is
 * validated again; a blank form starts at 0.
 */
export const submitAttempts = (state: ContactState): number => state.submitPresses - state.pressesAtFormStart;

/** A blank form from now on: a new `formKey`, and no Submit attempt on it yet. */
const blankForm = (state: ContactState) => ({ formKey: state.formKey + 1, pressesAtFormStart: state.submitPresses });

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
