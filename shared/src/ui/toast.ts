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

export const toast = {
  success: (message: string) => useToasts.getState().push('success', message),
  error: (message: string) => useToasts.getState().push('error', message),
  warning: (message: string) => useToasts.getState().push('warning', message),
  info: (message: string) => useToasts.getState().push('info', message),
};
