type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * A remote that changed the member's notifications on the server says so here, and the shell's bell
 * reloads its list: opening a ticket reads the notifications of its replies, and the bell's poll only
 * asks for newer ones, so it would not see that (docs/architecture.md, Session module).
 */
export function announceNotificationsChanged(): void {
  listeners.forEach((listener) => listener());
}

/** The bell listens while a member is signed in; the returned function stops listening. */
export function onNotificationsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
