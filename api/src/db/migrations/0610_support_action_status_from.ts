/**
 * An agent's reply or status change records the status the ticket had before it, so `support:ticket`
 * shows "active → waiting" as it happened (docs/product/support.md, Agents). The member's own replies
 * set a ticket active without an action, so the status before cannot be worked out from the actions
 * alone. Actions recorded before this migration keep no previous status, and the report then gives only
 * the new one.
 */
export const sql = `
alter table support_ticket_action add column status_from text;
`;
