import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  push: (kind: ToastKind, message: string) => number;
  dismiss: (id: number) => void;
}

/** How long a toast stays before it leaves on its own. */
export const TOAST_MS = 6000;

let nextId = 1;

/**
 * Whether a standing toast gives way to a new one: the same words again (a second failed try) replace
 * the first rather than stack, and a success clears the errors before it, which it answers. On a phone
 * the stack otherwise covered the form's links, and an old "wrong code" stood beside the success.
 */
const givesWay = (standing: Toast, kind: ToastKind, message: string) =>
  (standing.kind === kind && standing.message === message) || (kind === 'success' && standing.kind === 'error');

/** Toasts live in the session module so any app can raise one and the shell's Toaster shows it. */
export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  push: (kind, message) => {
    const id = nextId++;
    set((s) => ({
      toasts: [...s.toasts.filter((standing) => !givesWay(standing, kind, message)), { id, kind, message }],
    }));
    setTimeout(() => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })), TOAST_MS);
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** True from a session's end until the next task (see sessionEnded). */
let sessionJustEnded = false;

/**
 * Says the session has ended, and answers for the calls that ended with it: their pages' error toasts
 * ("Something went wrong!") raised before the next task are dropped. Those pages learn of the failure in
 * the same run of promise callbacks as the refusal (the calls waiting on that refresh too), and the member
 * is on their way to the login page, where one warning says why. A later error is a new one, and shows.
 */
export function sessionEnded(message: string): number {
  const id = useToasts.getState().push('warning', message);
  sessionJustEnded = true;
  setTimeout(() => {
    sessionJustEnded = false;
  }, 0);
  return id;
}

export const toast = {
  success: (message: string) => useToasts.getState().push('success', message),
  /** Returns 0 when the error went with a session's end (sessionEnded) and was not shown. */
  error: (message: string) => (sessionJustEnded ? 0 : useToasts.getState().push('error', message)),
  warning: (message: string) => useToasts.getState().push('warning', message),
  info: (message: string) => useToasts.getState().push('info', message),
};
