import type { PortalNotification } from '@portal/kit';
import { create } from 'zustand';

interface NotificationState {
  items: PortalNotification[];
  /** True once the first full list arrived; later polls then ask only for newer items. */
  loaded: boolean;
  /** The last full-list load failed: before a first list, the panel says so with a retry. */
  failed: boolean;
  replace: (items: PortalNotification[]) => void;
  merge: (items: PortalNotification[]) => void;
  setFailed: (failed: boolean) => void;
  reset: () => void;
}

const newestFirst = (a: PortalNotification, b: PortalNotification) => b.createdAt.localeCompare(a.createdAt);

/** The member's notification list, newest first. Emptied on logout. */
export const useNotifications = create<NotificationState>()((set) => ({
  items: [],
  loaded: false,
  failed: false,
  replace: (items) => set({ items: [...items].sort(newestFirst), loaded: true, failed: false }),
  merge: (items) =>
    set((state) => {
      const fresh = items.filter((item) => !state.items.some((known) => known.uuid === item.uuid));
      return { items: [...fresh, ...state.items].sort(newestFirst) };
    }),
  setFailed: (failed) => set({ failed }),
  reset: () => set({ items: [], loaded: false, failed: false }),
}));

export const unreadCount = (state: Pick<NotificationState, 'items'>) =>
  state.items.filter((item) => !item.isRead).length;
