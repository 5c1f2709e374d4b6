/**
 * Help desk and contact form (docs/product/support.md, Calls): POST/GET /s1/support/ticket,
 * GET /s1/support/ticket/{id}, POST /s1/support/oreq (a member's reply) and POST /s1/support/contact.
 */
export type TicketStatus = 'active' | 'on-hold' | 'waiting' | 'solved' | 'closed';

export type TicketPriority = 'normal' | 'high';

/** Who wrote a reply: the member ("customers", the product's word) or an agent. */
export type TicketAuthorType = 'customers' | 'agent';

export interface TicketReply {
  id: number;
  threadType: 'message';
  createdBy: { type: TicketAuthorType; name: string };
  /**
   * HTML. A member's text arrives escaped (it is never markup); an agent's HTML arrives as the agent
   * wrote it and the portal sanitises it before showing it.
   */
  htmlBody: string;
  createdAt: string;
}

export interface SupportTicket {
  id: number;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  createdAt: string;
  updatedAt: string;
  assignedTo: string | null;
  /** The start of the latest reply, as plain text. */
  preview: string;
  /** False while an agent's reply is unread by the member. */
  isRead: boolean;
}

export interface SupportTicketDetail extends SupportTicket {
  replies: TicketReply[];
}

export interface SupportTicketPage {
  content: SupportTicket[];
  metaData: { totalRecs: number };
}

export interface SupportTicketQuery {
  page?: number;
  limit?: number;
}

export interface NewTicket {
  subject: string;
  message: string;
}

/** POST /s1/support/oreq: the member's reply to one of their tickets. */
export interface TicketReplyRequest {
  ticketId: number;
  message: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
  captchaVal?: string;
}

/** A member's contact message becomes a ticket; a visitor's is mailed to the support address. */
export interface ContactResult {
  ticketId: number | null;
}
