import type { SupportTicket } from '@portal/kit';

/** A ticket of the member's list for component tests: waiting on them, read, numbered `id`. */
export const testTicket = (id: number, overrides: Partial<SupportTicket> = {}): SupportTicket => ({
  id,
  subject: `Ticket ${id}`,
  status: 'waiting',
  priority: 'normal',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  assignedTo: null,
  preview: `Preview ${id}`,
  isRead: true,
  ...overrides,
});
